// What the server says about online payments and refunds, and the pay page shows
// (docs/product.md#online-payments). Plain strings, apart from the API's zod schemas
// (api/payments.ts re-exports them), so the storefront can show them without loading zod.
export const PAYMENT_MESSAGES = {
  notOffered: 'Online payment is not available right now. Please choose another way to pay.',
  notAwaiting: 'This order is not waiting for a payment',
  expired: 'The time to pay for this order has run out. Please place it again.',
  badSignature: 'The payment could not be verified. If money left your account, it will be refunded.',
  notCaptured: 'The payment has not gone through yet. Please try again.',
  gatewayDown: 'The payment service is not answering. Please try again in a minute.',
  refundAmount: 'Enter an amount from ₹1 up to what is left to refund',
  refundReason: 'A reason is required for a refund',
  refundNotPaid: 'Only an order paid online can be refunded',
  nothingToRefund: 'This order has been refunded in full',
  refundUnresolved:
    'An earlier refund of this order is still being confirmed with the payment gateway. Try again once it shows as processed or failed.',
  /** A pending refund whose request the gateway has not yet confirmed (its answer was lost). */
  refundChecking: 'Checking with the payment gateway',
  /** A refund the gateway never answered for, which it later showed it had not made. */
  refundNeverMade:
    'The payment gateway did not answer, and has no record of this refund: nothing was sent back.',
  /** Razorpay says a refund failed but never why (its refund entity has no reason field). */
  refundFailedAtGateway:
    'The payment gateway could not send this refund back and gave no reason. The money is still with the shop: check the payment in the Razorpay dashboard, or refund again.',
  notAtDoor: 'This order was paid online',
  alreadyPaid: 'This order is already paid',
  noUpiId: "Add the shop's UPI ID in Settings to show a QR",
  notUpi: 'This order is not paid by UPI at the door',
  cancelledOrder: 'A cancelled order takes no payment',
  /** Undo of a mark-paid: an online payment is the gateway's, undone only by a refund. */
  onlinePaidStays: 'An order paid online cannot be marked unpaid. Refund it instead.',
  notMarkedPaid: 'This order is not marked paid',
  unmarkReason: 'A reason is required to undo a payment',
} as const;
