// GET /api/orders/:id/bill.pdf: the same bill as a PDF the server draws. Not JSON, so not in the
// endpoint table: the browser downloads it through a plain link, with the session's cookie.
export const billPdfHref = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/bill.pdf`;
