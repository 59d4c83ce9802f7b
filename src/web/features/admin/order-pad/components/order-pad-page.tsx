// The order pad (docs/product.md#staff-take-orders): staff take a counter order (takeaway or
// dine-in, with today's token) or a phone order (the customer's number finds their addresses) on
// the live menu, with its options and notes, and take the money (cash with the change to give,
// the exact-amount UPI QR, card; a phone delivery at the door). The total shown is worked out as
// the server will (lib/pad-total.ts); the server prices the order again and a total that changed
// comes back as a 409 the pad takes. A counter order the server cannot be reached for is kept on
// the device with its token and sent once it answers (docs/product.md#nothing-is-lost-at-the-counter).
// Tablet and phone first: the menu and the order side by side from 768px, one above the other on
// a phone, with a bar that jumps to the order.
// This page composes: the menu, the order (components/order-panel.tsx, hooks/use-pad-order.ts),
// the order just placed, and the orders kept on the device (the waiting list).
import { useRef, useState } from 'react';
import type { StorefrontItem } from '#shared/api/catalog.ts';
import type { StaffUser } from '#shared/api/staff.ts';
import { BRAND_NAME } from '#shared/constants.ts';
import { formatRupees } from '#shared/money.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { usePrintTicket } from '#web/features/admin/orders/hooks/use-print-ticket.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { usePadMenu, usePadSettings } from '../api/pad-queries.ts';
import { useOrderQueue } from '../hooks/use-order-queue.ts';
import { usePadOrder } from '../hooks/use-pad-order.ts';
import { useTokenPool } from '../hooks/use-token-pool.ts';
import { groupsOf } from '../lib/pad-lines.ts';
import type { DeliveryTermsOf } from '../lib/pad-total.ts';
import { ItemOptionsDialog } from './item-options-dialog.tsx';
import { OrderPanel } from './order-panel.tsx';
import { PadMenu } from './pad-menu.tsx';
import { PlacedBanner } from './placed-banner.tsx';
import { WaitingList } from './waiting-list.tsx';

type Props = {
  user: StaffUser;
  /** The storefront's delivery terms, loaded for a phone delivery (lib/pad-total.ts says why from the app). */
  loadDeliveryTerms: () => Promise<{ deliveryTerms: DeliveryTermsOf }>;
  /** A manager: money off by hand, with a reason (orders:discount). */
  canDiscount: boolean;
};

export function OrderPadPage({ user, canDiscount, loadDeliveryTerms }: Props) {
  const menu = usePadMenu();
  const settings = usePadSettings();
  const tokens = useTokenPool(user.id, settings.data?.hours);
  const queue = useOrderQueue();
  const ticket = usePrintTicket();
  const pad = usePadOrder({
    menu: menu.data,
    settings: settings.data,
    tokens,
    queue,
    canDiscount,
    loadDeliveryTerms,
  });
  const [picking, setPicking] = useState<StorefrontItem | null>(null);
  const orderRef = useRef<HTMLElement>(null);

  const billing = settings.data?.billing;
  const upi = billing?.upiVpa
    ? { vpa: billing.upiVpa, payeeName: billing.legalName.trim() || BRAND_NAME }
    : null;
  const { placed } = pad;
  const sentLater = placed?.kind === 'kept' ? queue.sentOrder(placed.key) : undefined;

  return (
    <div className="space-y-4 pb-20 md:pb-0">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-2xl font-extrabold">Order pad</h1>
        <p className="text-sm text-stone-700" data-testid="tokens-held">
          {tokens.left > 0
            ? `${tokens.left} tokens held for today`
            : 'No tokens held: reserving when the server answers'}
        </p>
      </div>
      {placed && (
        <PlacedBanner
          placed={
            sentLater
              ? { kind: 'placed', order: sentLater, token: placed.token, changePaise: placed.changePaise }
              : placed
          }
          onPrintTicket={(order) => void ticket.printTicket(order)}
          printing={ticket.printing}
          onDone={pad.dismissPlaced}
        />
      )}
      <FormAlert message={ticket.error} />
      <WaitingList
        waiting={queue.waiting}
        refused={queue.refused}
        repriced={queue.repriced}
        onDismiss={queue.dismiss}
        onDismissRepriced={queue.dismissRepriced}
        onRetry={() => void queue.retryNow()}
      />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="min-w-0">
          {menu.data ? (
            <PadMenu
              menu={menu.data}
              onPick={(item) => {
                const groups = groupsOf(item, menu.data.optionGroups);
                if (groups.length > 0) setPicking(item);
                else pad.addLine(item.id, [], null);
              }}
            />
          ) : menu.isError ? (
            <FormAlert message={failureMessage(menu.error, 'The menu could not be read')} />
          ) : (
            <p role="status" className="p-4 text-stone-700">
              Reading the menu...
            </p>
          )}
        </div>
        <OrderPanel pad={pad} canDiscount={canDiscount} upi={upi} sectionRef={orderRef} />
      </div>
      {pad.itemCount > 0 && (
        <button
          type="button"
          onClick={() => orderRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
          className="fixed inset-x-3 bottom-3 z-20 flex h-14 items-center justify-between rounded-xl bg-brand-800 px-4 font-bold text-white shadow-lg md:hidden"
        >
          <span>
            {pad.itemCount} item{pad.itemCount === 1 ? '' : 's'}
          </span>
          <span className="tabular-nums">Go to order · {formatRupees(pad.shownPaise)}</span>
        </button>
      )}
      {picking && menu.data && (
        <ItemOptionsDialog
          item={picking}
          groups={groupsOf(picking, menu.data.optionGroups)}
          onClose={() => setPicking(null)}
          onAdd={(optionIds, note, quantity) => {
            pad.addLine(picking.id, optionIds, note, quantity);
            setPicking(null);
          }}
        />
      )}
      {ticket.portal}
    </div>
  );
}
