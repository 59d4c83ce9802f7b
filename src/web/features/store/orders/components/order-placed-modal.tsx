import CheckCircle2 from 'lucide-react/icons/check-circle-2';
import { type ReactNode, useEffect, useState } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { orderStatusLabel } from '#shared/orders.ts';
import { Modal } from '#web/components/ui/modal.tsx';
import { useMyOrder } from '#web/features/store/shared/api/get-my-order.ts';
import { useSettings } from '#web/features/store/shared/api/get-settings.ts';
import { OrderLineList } from '#web/features/store/shared/components/order-line-list.tsx';
import { OrderPayment } from '#web/features/store/shared/components/order-payment.tsx';
import { useEtaClock } from '#web/features/store/shared/lib/order-dates.ts';
import { orderEta } from '#web/features/store/shared/lib/order-eta.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { orderSummary } from '../lib/order-summary.ts';
import { ChatWithShop } from './chat-with-shop.tsx';
import { NotifyMe } from './notify-me.tsx';
import { OrderTax } from './order-tax.tsx';
import { OrderTip } from './order-tip.tsx';
import { RatingPanel } from './rating-panel.tsx';
import { RiderTracking } from './rider-tracking.tsx';
import { ViewBillLink } from './view-bill-link.tsx';

/** The countdown moves in minutes; a tick every 15 s keeps it within a quarter-minute. */
const TICK_MS = 15_000;

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * The confirmation with the order number, its status, where its money stands and when to expect
 * it, followed live while open. An order to pay online shows here only while the storefront
 * opens the pay page (a full page load), with Pay now in case that does not happen.
 */
export function OrderPlacedModal({
  order,
  onClose,
  extras,
}: {
  order: Order | null;
  onClose: () => void;
  /** Under the order, from another feature ('Save as My usual' once delivered). */
  extras?: (order: Order) => ReactNode;
}) {
  const t = useT();
  const etaClock = useEtaClock();
  const live = useMyOrder(order);
  const current = live.data ?? order;
  const now = useNow(order !== null);
  // The server's estimate comes with each re-read of the order (on its live events), said on the shop's clock.
  const timeZone = useSettings().data?.hours.timeZone;
  const eta = current ? orderEta(current, now, timeZone, etaClock) : null;
  const toPay = current?.status === 'awaiting_payment';
  return (
    <Modal
      open={order !== null}
      onClose={onClose}
      title={toPay ? t('Pay for your order') : t('Order placed')}
    >
      {current && (
        <div className="flex flex-col items-center gap-3 py-4 text-center">
          {toPay ? (
            <p role="status" className="text-lg font-bold">
              {t('Opening the payment page...')}
            </p>
          ) : (
            <>
              <CheckCircle2 aria-hidden="true" className="h-14 w-14 text-green-700" />
              <p className="text-lg font-bold">{t('Thank you! Your order is in.')}</p>
            </>
          )}
          <p>
            {t('Order number')} <strong className="font-mono text-lg">{current.orderNumber}</strong>
          </p>
          <ChatWithShop orderNumber={current.orderNumber} />
          <p role="status" className="rounded-full bg-brand-50 px-4 py-1 font-semibold text-brand-900">
            {t(orderStatusLabel(current.status, current.orderType))}
          </p>
          {eta && (
            <p data-testid="order-eta" className="text-lg font-bold text-green-800">
              {t(eta.text)}
            </p>
          )}
          <RiderTracking order={current} />
          {!toPay && <NotifyMe order={current} />}
          <OrderPayment order={current} now={now} className="flex flex-col items-center" />
          <OrderLineList
            lines={current.lines}
            aria-label={t('Items')}
            className="w-full divide-y divide-stone-100 text-left text-sm"
            lineClassName="py-1.5"
          />
          <OrderTax order={current} className="w-full text-left text-sm" />
          <OrderTip order={current} className="w-full text-left text-sm" />
          <p className="text-sm text-stone-700">{t(orderSummary(current))}</p>
          {current.address && (
            <p className="text-sm text-stone-600">
              {[current.address.house, current.address.address, current.address.area]
                .filter(Boolean)
                .join(', ')}
            </p>
          )}
          {/* The live status reaches delivered while the confirmation is open: the bill is issued then. */}
          <ViewBillLink order={current} />
          {extras?.(current)}
          <RatingPanel orderId={current.id} delivered={current.status === 'delivered'} />
        </div>
      )}
    </Modal>
  );
}
