// Tips for the rider (docs/product.md#tips): added at checkout (paid with the order, online or at
// the door) or after delivery (paid online on its own). A tip is not food: it is never discounted
// or taxed, is not revenue, and goes in full to the rider who delivered. Pure data.

/** The quick choices at checkout and after delivery, in rupees; 'Other' takes any amount up to the max. */
export const TIP_CHOICES_RUPEES = [10, 20, 30, 50] as const;

/** The largest tip one order can carry (all its tips together), in paise. */
export const TIP_MAX_PAISE = 50_000;

/** What an after-delivery tip's payment goes through, like an order's online payment. */
export const TIP_STATUSES = ['awaiting_payment', 'paid', 'failed'] as const;
export type TipStatus = (typeof TIP_STATUSES)[number];

/** How long after delivery a tip can still be added online. */
export const TIP_AFTER_DELIVERY_DAYS = 3;
