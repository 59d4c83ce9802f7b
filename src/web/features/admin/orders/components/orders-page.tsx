// The staff order board (docs/product.md#orders-board): the red bar while the shop is paused and
// 'Pause shop' for an emergency (docs/product.md#pausing-the-shop), the estimate now, today's
// on-time share and the automatic switch's bar (docs/product.md#the-promise), busy mode and this device's
// settings folded behind one button (device-menu.tsx) so the orders start near the top, the open orders in a column per status (board-columns.tsx: tabs on a
// phone), oldest first, each card (order-card.tsx) counting its minutes against its promise, with one
// tap to the next status, cancel with a reason, Print ticket and the payment's state and buttons.
// Only the tapped card waits for its move, and a move that fails says so on its card with a retry
// (hooks/use-board-moves.ts); the board re-reads once per burst of changes and says when it is
// not current (board-live-status.tsx). Finished orders come a page at a time and link to their
// bill. The search finds any order by its number or its customer's phone. The filter shows the
// orders of one status instead, among them those still awaiting an online payment, which the open
// board leaves out (a customer on the phone about one) and delivered ones (a refund after the
// fact). The open board stays loaded under the search and the filter, so auto-print goes on.
import { useId, useRef, useState } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { ONLINE_PAYMENT_WINDOW_MINUTES, ORDER_STATUS_LABELS, type OrderStatus } from '#shared/orders.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useClock } from '#web/features/admin/layout/hooks/use-clock.ts';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useClaimTicket } from '../api/claim-ticket.ts';
import { useOrdersBoard, usePagedOrders } from '../api/get-orders-board.ts';
import { usePrintOnPrinter } from '../api/print-on-printer.ts';
import { useBoardSettings } from '../api/shop-settings.ts';
import { useTicketPrinterStatus } from '../api/ticket-printer-status.ts';
import { useAutoPrintTickets } from '../hooks/use-auto-print-tickets.ts';
import { useBoardMoves } from '../hooks/use-board-moves.ts';
import { useTicketPrinter } from '../hooks/use-ticket-printer.tsx';
import { BoardColumns } from './board-columns.tsx';
import { BoardLiveStatus } from './board-live-status.tsx';
import { DeviceMenuButton, DeviceMenuPanel } from './device-menu.tsx';
import { LowStockBar } from './low-stock-bar.tsx';
import { OrderCard } from './order-card.tsx';
import { OrderFinder } from './order-finder.tsx';
import { FinishedOrders, PagedOrders } from './paged-orders.tsx';
import { PauseShopButton } from './pause-shop-button.tsx';
import { PromiseLine } from './promise-line.tsx';
import { ProtectBar } from './protect-bar.tsx';
import { ShopPausedBar } from './shop-paused-bar.tsx';

const FILTER_NOTES: Partial<Record<OrderStatus, string>> = {
  awaiting_payment: `Orders waiting for the customer's online payment. Each reaches the board once paid, or is cancelled after ${ONLINE_PAYMENT_WINDOW_MINUTES} minutes unpaid.`,
};

/** The minutes on the cards count up without asking the server: a re-render every 15 seconds. */
const TICK_MS = 15_000;

type Props = {
  /** The viewer may send money back (payments:refund). */
  canRefund: boolean;
  /** The viewer may resume a paused shop (settings:manage). */
  canResume: boolean;
  /** The viewer may undo a mark-paid (payments:unmark). */
  canUnmark?: boolean;
};

export function OrdersPage({ canRefund, canResume, canUnmark = false }: Props) {
  const board = useOrdersBoard();
  const [filter, setFilter] = useState<OrderStatus>();
  const [search, setSearch] = useState<string>();
  const filtered = usePagedOrders({ status: filter }, filter !== undefined && search === undefined);
  const found = usePagedOrders({ q: search }, search !== undefined);
  const finished = usePagedOrders({ view: 'finished' }, filter === undefined && search === undefined);
  const moves = useBoardMoves();
  const claim = useClaimTicket();
  const printer = useTicketPrinter();
  const printerStatus = useTicketPrinterStatus();
  const onPrinter = usePrintOnPrinter();
  // With a network printer on, the server prints (decision 029); until the board knows, it waits.
  const networkPrinter = printerStatus.data?.printer?.enabled === true;
  const printerKnown = printerStatus.isSuccess || printerStatus.isError;
  const timeZone = useBoardSettings().data?.hours.timeZone ?? SHOP_TIME_ZONE;
  const now = useClock(TICK_MS);
  const [error, setError] = useState<string>();
  const [deviceOpen, setDeviceOpen] = useState(false);
  const devicePanelId = useId();
  const deviceButton = useRef<HTMLButtonElement>(null);

  /**
   * The Print ticket button: always prints, marked REPRINT when printed before; on the network
   * printer when one is on, else through this device's print dialog.
   */
  async function printTicket(order: Order) {
    setError(undefined);
    try {
      if (networkPrinter) {
        await onPrinter.mutateAsync(order.id);
        return;
      }
      const answer = await claim.mutateAsync({ id: order.id, trigger: 'manual' });
      if (answer.print) printer.print(order, answer.reprint);
    } catch (failure) {
      setError(failureMessage(failure, 'The ticket could not be printed'));
    }
  }

  const orders = board.data?.orders ?? [];
  useAutoPrintTickets(orders, printer.print, printerKnown && !networkPrinter);
  const cardOf = (listed: boolean) => (order: Order) => (
    <OrderCard
      order={order}
      onMove={moves.run}
      busy={moves.isPending(order.id)}
      moveProblem={moves.problem(order.id)}
      onPrintTicket={printTicket}
      printing={
        (claim.isPending && claim.variables?.id === order.id) ||
        (onPrinter.isPending && onPrinter.variables === order.id)
      }
      timeZone={timeZone}
      now={now}
      canRefund={canRefund}
      canUnmark={canUnmark}
      listed={listed}
    />
  );
  const card = cardOf(false);
  /** Outside the columns no heading says each order's status (docs/product.md#orders-board). */
  const listedCard = cardOf(true);

  return (
    <div className="space-y-4">
      {/* On a phone Pause shop shares the title's line and the device button takes the next; from
          640px all three share one line, Pause shop last. */}
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex flex-1 items-baseline gap-3">
          <h1 className="text-2xl font-extrabold">Orders</h1>
          <BoardLiveStatus />
        </div>
        <div className="order-3 sm:order-2">
          <DeviceMenuButton
            open={deviceOpen}
            onToggle={() => setDeviceOpen(!deviceOpen)}
            panelId={devicePanelId}
            buttonRef={deviceButton}
          />
        </div>
        <div className="order-2 sm:order-3">
          <PauseShopButton />
        </div>
      </div>
      <PromiseLine />
      <ShopPausedBar canResume={canResume} />
      <ProtectBar />
      <LowStockBar />
      <DeviceMenuPanel
        printerStatus={printerStatus.data}
        id={devicePanelId}
        open={deviceOpen}
        onClose={() => {
          setDeviceOpen(false);
          deviceButton.current?.focus();
        }}
      />
      <OrderFinder filter={filter} onFilter={setFilter} search={search} onSearch={setSearch} />
      <FormAlert message={error} />
      {search !== undefined ? (
        <PagedOrders
          list={found}
          heading={`Orders matching “${search}”`}
          empty="No order has that number or customer phone."
          more="Show more matching orders"
          card={listedCard}
        />
      ) : filter ? (
        <PagedOrders
          list={filtered}
          heading={ORDER_STATUS_LABELS[filter]}
          note={FILTER_NOTES[filter]}
          empty={`No orders are ${ORDER_STATUS_LABELS[filter].toLowerCase()}.`}
          more="Show more orders"
          card={listedCard}
        />
      ) : (
        <>
          {board.isError && <FormAlert message={failureMessage(board.error, 'Failed to load orders')} />}
          <BoardColumns orders={orders} card={card} now={now} />
          <FinishedOrders list={finished} />
        </>
      )}
      {printer.portal}
    </div>
  );
}
