// What is said while the shop has no phone on its contact details (docs/product.md#storefront). A
// module of its own, without zod: the dashboard's bar shows the warning on the staff area's first
// page, which would otherwise load the settings' schemas and zod with it (bench/README.md).

/**
 * Why the checkout refuses every order while the shop has no phone on its contact details: the
 * policies tell customers to call, and a customer must be able to reach the shop about an order.
 */
export const NO_CONTACT_REFUSAL = 'This shop is not taking orders yet. Please try again later.';
/** What the owner reads on Settings and the dashboard while that is so. */
export const NO_CONTACT_WARNING =
  'Customers cannot order until the shop’s phone number is set: add it under Contact and pages.';
