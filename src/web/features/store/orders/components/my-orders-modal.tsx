// 'My orders': number, date, total and status, where its money stands (Pay now while it awaits its
// online payment), a page at a time with 'Load more orders'. Opening an order reads it whole: its
// lines, status history and GST, Reorder, Cancel while it is still placed (or unpaid), and its
// bill once delivered.

import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { MyOrderSummary, Order } from '#shared/api/orders.ts';
import { formatAmount } from '#shared/money.ts';
import { customerMayCancel, ORDER_TYPE_LABELS, orderStatusLabel } from '#shared/orders.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useCancelMyOrder } from '#web/features/store/shared/api/cancel-my-order.ts';
import { myOrderQueryOptions } from '#web/features/store/shared/api/get-my-order.ts';
import { useSettings } from '#web/features/store/shared/api/get-settings.ts';
import { OrderLineList } from '#web/features/store/shared/components/order-line-list.tsx';
import { OrderPayment } from '#web/features/store/shared/components/order-payment.tsx';
import { useEtaClock, useOrderDateTime } from '#web/features/store/shared/lib/order-dates.ts';
import { orderEta } from '#web/features/store/shared/lib/order-eta.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { useMyOrders } from '../api/get-my-orders.ts';
import { useOrdersToRate } from '../api/rating-of-order.ts';
import { cancelQuestion } from '../lib/cancel-question.ts';
import { ChatWithShop } from './chat-with-shop.tsx';
import { NotifyMe } from './notify-me.tsx';
import { OrderTax } from './order-tax.tsx';
import { OrderTip } from './order-tip.tsx';
import { RateOrderEntry, RatingPanel } from './rating-panel.tsx';
import { RiderTracking } from './rider-tracking.tsx';
import { ViewBillLink } from './view-bill-link.tsx';

type Props = {
  open: boolean;
  onClose: () => void;
  onReorder: (order: Order) => void;
  /** Above the list: the customer's favourites ('My usual'), from another feature. */
  favourites?: ReactNode;
  /** Under an opened order's buttons ('Save as My usual'), from another feature. */
  orderExtras?: (order: Order) => ReactNode;
};

export function MyOrdersModal({ open, onClose, onReorder, favourites, orderExtras }: Props) {
  const t = useT();
  const dateTime = useOrderDateTime();
  const orders = useMyOrders(open);
  const toRate = useOrdersToRate(open).data?.orderIds;
  const cancel = useCancelMyOrder();
  const [expanded, setExpanded] = useState<string>();
  const [error, setError] = useState<string>();
  // Cancelling cannot be undone, so it asks first (docs/product.md#orders-and-their-statuses).
  const [confirming, setConfirming] = useState<MyOrderSummary>();

  async function cancelOrder(id: string) {
    setError(undefined);
    try {
      await cancel.mutateAsync(id);
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : 'Update failed');
    } finally {
      setConfirming(undefined);
    }
  }

  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  // Read when the list renders (a live change renders it again): whether Pay now is still offered.
  const now = Date.now();
  return (
    <>
      <Modal open={open} onClose={onClose} title={t('My orders')}>
        <FormAlert message={error && t(error)} />
        {favourites}
        {orders.isPending && <p className="text-stone-600">{t('Loading...')}</p>}
        {!orders.isPending && list.length === 0 && (
          <p className="py-8 text-center text-stone-600">{t('No orders yet')}</p>
        )}
        <ul className="space-y-3">
          {list.map((order) => (
            <li key={order.id} className="rounded-xl border border-stone-200 p-3">
              <button
                type="button"
                aria-expanded={expanded === order.id}
                onClick={() => setExpanded(expanded === order.id ? undefined : order.id)}
                className="flex w-full flex-wrap items-baseline justify-between gap-2 text-left"
              >
                <span className="font-mono font-bold">{order.orderNumber}</span>
                <span className="text-sm text-stone-600">{dateTime.format(new Date(order.createdAt))}</span>
                <span className="tabular-nums">{formatAmount(order.total)}</span>
                <span className="text-sm text-stone-700">{t(ORDER_TYPE_LABELS[order.orderType])}</span>
                <span className="text-sm text-stone-700">
                  {order.itemCount === 1 ? t('1 item') : t('{count} items', { count: order.itemCount })}
                </span>
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-900">
                  {t(orderStatusLabel(order.status, order.orderType))}
                </span>
              </button>
              <OrderPayment order={order} now={now} className="mt-2" />
              <ChatWithShop orderNumber={order.orderNumber} className="mt-2 text-sm" />
              {expanded !== order.id && (
                <RateOrderEntry orderId={order.id} toRate={toRate} onOpen={() => setExpanded(order.id)} />
              )}
              {expanded === order.id && (
                <OrderDetails
                  summary={order}
                  onReorder={onReorder}
                  extras={orderExtras}
                  cancelling={cancel.isPending}
                  onCancel={() => setConfirming(order)}
                />
              )}
            </li>
          ))}
        </ul>
        {orders.hasNextPage && (
          <button
            type="button"
            disabled={orders.isFetchingNextPage}
            onClick={() => orders.fetchNextPage()}
            className="mt-3 w-full rounded-lg border border-stone-300 px-3 py-2 font-semibold hover:bg-stone-50 disabled:opacity-60"
          >
            {orders.isFetchingNextPage ? t('Loading...') : t('Load more orders')}
          </button>
        )}
      </Modal>
      {/* Beside the list's dialog, not inside it: Escape then closes only the question. */}
      <ConfirmDialog
        open={open && confirming !== undefined}
        title={t('Cancel order {number}?', { number: confirming?.orderNumber ?? '' })}
        message={confirming ? t(cancelQuestion(confirming)) : ''}
        confirmLabel={t('Cancel order')}
        cancelLabel={t('Keep order')}
        busy={cancel.isPending}
        onConfirm={() => confirming && cancelOrder(confirming.id)}
        onCancel={() => setConfirming(undefined)}
      />
    </>
  );
}

type DetailsProps = {
  summary: MyOrderSummary;
  onReorder: (order: Order) => void;
  extras?: (order: Order) => ReactNode;
  cancelling: boolean;
  onCancel: () => void;
};

/** An opened order: read whole from GET /api/orders/:id (the list carries no lines). */
function OrderDetails({ summary, onReorder, extras, cancelling, onCancel }: DetailsProps) {
  const t = useT();
  const dateTime = useOrderDateTime();
  const etaClock = useEtaClock();
  const detail = useQuery(myOrderQueryOptions(summary.id));
  const timeZone = useSettings().data?.hours.timeZone;
  const order = detail.data;
  if (detail.isError)
    return (
      <p role="alert" className="mt-3 text-sm text-red-800">
        {t('Failed to load data')}
      </p>
    );
  if (!order) return <p className="mt-3 text-sm text-stone-600">{t('Loading...')}</p>;
  return (
    <div className="mt-3 space-y-3 border-t border-stone-100 pt-3 text-sm">
      {/* The server's estimate only: this view is read again with the order, not every minute. */}
      {(order.eta || order.scheduledFor) && (
        <p data-testid="order-eta" className="font-semibold text-green-800">
          {t(orderEta(order, Date.now(), timeZone, etaClock)?.text ?? '')}
        </p>
      )}
      <RiderTracking order={order} />
      <OrderLineList lines={order.lines} />
      {order.discount > 0 && (
        <p className="flex justify-between text-green-800">
          <span>
            {t('Discount')}
            {order.discountCode ? ` (${order.discountCode})` : ''}
          </span>
          <span className="tabular-nums">-{formatAmount(order.discount)}</span>
        </p>
      )}
      {order.orderType === 'delivery' && (
        <p className="flex justify-between">
          <span>{t('Delivery')}</span>
          <span className="tabular-nums">
            {order.deliveryFee === 0 ? t('FREE') : formatAmount(order.deliveryFee)}
          </span>
        </p>
      )}
      <OrderTax order={order} />
      <OrderTip order={order} />
      {order.address && (
        <p className="text-stone-700">
          {[order.address.house, order.address.address, order.address.area].filter(Boolean).join(', ')}
        </p>
      )}
      <ol aria-label={t('Status history')} className="space-y-1">
        {order.history.map((h) => (
          <li key={`${h.status}-${h.at}`} className="flex justify-between text-stone-700">
            <span>{t(orderStatusLabel(h.status, order.orderType))}</span>
            <span>{dateTime.format(new Date(h.at))}</span>
          </li>
        ))}
      </ol>
      {order.cancelReason && <p className="text-red-800">{order.cancelReason}</p>}
      <RatingPanel orderId={order.id} delivered={order.status === 'delivered'} />
      {order.status !== 'awaiting_payment' && <NotifyMe order={order} align="start" />}
      {extras?.(order)}
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => onReorder(order)}
          className="rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800"
        >
          {t('Reorder')}
        </button>
        <ViewBillLink order={order} />
        {/* An order taken on the phone or at the counter is changed by calling the shop. */}
        {(summary.book?.channel ?? 'online') === 'online' && customerMayCancel(summary.status) && (
          <button
            type="button"
            disabled={cancelling}
            onClick={onCancel}
            className="rounded-lg border border-stone-300 px-3 py-1.5 font-semibold hover:bg-stone-50"
          >
            {t('Cancel order')}
          </button>
        )}
      </div>
    </div>
  );
}
