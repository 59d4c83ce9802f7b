// The daily report's comparison (decision 022): our online orders paid that day against the
// payments the gateway reports captured that day, matched by payment id. Pure: amounts in paise.
import type { GatewayPayment } from './payment-gateway.ts';

export type PaidHere = { paymentId: string; orderNumber: string; amountPaise: number };

export type Reconciliation = {
  capturedHerePaise: number;
  capturedAtGatewayPaise: number;
  matches: boolean;
  onlyAtGateway: { paymentId: string; amountPaise: number; gatewayOrderId: string | null }[];
  onlyHere: PaidHere[];
  amountsDiffer: { paymentId: string; orderNumber: string; herePaise: number; atGatewayPaise: number }[];
};

/** Captured, whether or not some of it went back since: a refunded payment was captured first. */
export function wasCaptured(payment: GatewayPayment): boolean {
  return payment.status === 'captured' || payment.status === 'refunded';
}

export function reconcile(here: PaidHere[], atGateway: GatewayPayment[]): Reconciliation {
  const captured = atGateway.filter(wasCaptured);
  const gatewayById = new Map(captured.map((p) => [p.id, p]));
  const hereIds = new Set(here.map((h) => h.paymentId));
  const onlyHere = here.filter((h) => !gatewayById.has(h.paymentId));
  const amountsDiffer = here.flatMap((h) => {
    const payment = gatewayById.get(h.paymentId);
    return payment && payment.amountPaise !== h.amountPaise
      ? [
          {
            paymentId: h.paymentId,
            orderNumber: h.orderNumber,
            herePaise: h.amountPaise,
            atGatewayPaise: payment.amountPaise,
          },
        ]
      : [];
  });
  const onlyAtGateway = captured
    .filter((p) => !hereIds.has(p.id))
    .map((p) => ({ paymentId: p.id, amountPaise: p.amountPaise, gatewayOrderId: p.orderId }));
  return {
    capturedHerePaise: here.reduce((sum, h) => sum + h.amountPaise, 0),
    capturedAtGatewayPaise: captured.reduce((sum, p) => sum + p.amountPaise, 0),
    matches: onlyHere.length === 0 && onlyAtGateway.length === 0 && amountsDiffer.length === 0,
    onlyAtGateway,
    onlyHere,
    amountsDiffer,
  };
}
