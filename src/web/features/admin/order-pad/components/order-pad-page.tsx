// The order pad (docs/product.md#staff-take-orders): staff take a counter order (takeaway or
// dine-in, with today's token) or a phone order (the customer's number finds their addresses) on
// the live menu, with its options and notes, and take the money (cash with the change to give,
// the exact-amount UPI QR, card; a phone delivery at the door). The total shown is worked out as
// the server will (lib/pad-total.ts); the server prices the order again and a total that changed
// comes back as a 409 the pad takes. A counter order the server cannot be reached for is kept on
// the device with its token and sent once it answers (docs/product.md#nothing-is-lost-at-the-counter).
// Tablet and phone first: the menu and the order side by side from 768px, one above the other on
// a phone, with a bar that jumps to the order.
import { useEffect, useId, useRef, useState } from 'react';
import type { StorefrontItem } from '#shared/api/catalog.ts';
import { ORDER_PAD_MESSAGES, type StaffOrderBody, staffOrderBodySchema } from '#shared/api/order-pad.ts';
import type { StaffUser } from '#shared/api/staff.ts';
import { BRAND_NAME } from '#shared/constants.ts';
import { formatRupees, toPaise } from '#shared/money.ts';
import {
  COUNTER_KIND_LABELS,
  COUNTER_KINDS,
  type CounterKind,
  type StaffChannel,
} from '#shared/order-book/channels.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { usePrintTicket } from '#web/features/admin/orders/hooks/use-print-ticket.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { failureMessage } from '#web/lib/failure-message.ts';
import { placeStaffOrder } from '../api/pad-api.ts';
import { usePadMenu, usePadSettings } from '../api/pad-queries.ts';
import { useOrderQueue } from '../hooks/use-order-queue.ts';
import { useTokenPool } from '../hooks/use-token-pool.ts';
import {
  addPadLine,
  groupsOf,
  linesSummary,
  orderLinesOf,
  type PadLine,
  priceLines,
  setPadNote,
  setPadQuantity,
} from '../lib/pad-lines.ts';
import { changeToGive, type DeliveryTermsOf, padTotal, totalFromMessage } from '../lib/pad-total.ts';
import { ItemOptionsDialog } from './item-options-dialog.tsx';
import { PadLinesList } from './pad-lines-list.tsx';
import { PadMenu } from './pad-menu.tsx';
import { EMPTY_PAYMENT, PadPayment, type PaymentDraft, typedRupees } from './pad-payment.tsx';
import { EMPTY_PHONE_CUSTOMER, PhoneCustomer, type PhoneCustomerDraft } from './phone-customer.tsx';
import { type Placed, PlacedBanner } from './placed-banner.tsx';
import { WaitingList } from './waiting-list.tsx';

type Props = {
  user: StaffUser;
  /** The storefront's delivery terms, loaded for a phone delivery (lib/pad-total.ts says why from the app). */
  loadDeliveryTerms: () => Promise<{ deliveryTerms: DeliveryTermsOf }>;
  /** A manager: money off by hand, with a reason (orders:discount). */
  canDiscount: boolean;
};

/** One order's key: the same key sent again is the same order (crypto.randomUUID: the app is always https). */
const newKey = () => crypto.randomUUID();

const CHOICE =
  'flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border border-stone-300 font-semibold has-checked:border-brand-700 has-checked:bg-brand-50';
const INPUT = 'mt-1 h-11 w-full rounded-lg border border-stone-400 px-3';

/** A status the server may have acted on or not: no answer at all, or its own trouble. */
const noAnswer = (failure: unknown) =>
  !(failure instanceof ApiRequestError) || failure.status === 0 || failure.status >= 500;

export function OrderPadPage({ user, canDiscount, loadDeliveryTerms }: Props) {
  const menu = usePadMenu();
  const settings = usePadSettings();
  const tokens = useTokenPool(user.id, settings.data?.hours);
  const queue = useOrderQueue();
  const ticket = usePrintTicket();

  const [lines, setLines] = useState<PadLine[]>([]);
  const [channel, setChannel] = useState<StaffChannel>('counter');
  const [counterKind, setCounterKind] = useState<CounterKind>('takeaway');
  const [counterPhone, setCounterPhone] = useState('');
  const [customer, setCustomer] = useState<PhoneCustomerDraft>(EMPTY_PHONE_CUSTOMER);
  const [payment, setPayment] = useState<PaymentDraft>(EMPTY_PAYMENT);
  const [code, setCode] = useState('');
  const [manual, setManual] = useState({ amount: '', reason: '' });
  // The server's total after a 409, for the order exactly as it was then: any change drops it.
  const [serverTotal, setServerTotal] = useState<{ paise: number; order: string } | null>(null);
  const [token, setToken] = useState<number | null>(null);
  const [key, setKey] = useState(newKey);
  const [error, setError] = useState<string>();
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [picking, setPicking] = useState<StorefrontItem | null>(null);
  const orderRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const codeId = useId();
  const counterPhoneId = useId();
  const manualAmountId = useId();
  const manualReasonId = useId();

  const priced = priceLines(lines, menu.data);
  const ordered = priced.filter((l) => !l.problem);
  const isCounter = channel === 'counter';
  const isDelivery = !isCounter && customer.orderType === 'delivery';
  const saved = customer.found?.addresses.find((a) => a.id === customer.addressId);
  const typedPoint = {
    lat: typedRupees(customer.address.latitude),
    lng: typedRupees(customer.address.longitude),
  };
  const point =
    customer.addressId === 'new'
      ? typedPoint.lat !== null && typedPoint.lng !== null
        ? { latitude: typedPoint.lat, longitude: typedPoint.lng }
        : null
      : saved && saved.latitude !== null && saved.longitude !== null
        ? { latitude: saved.latitude, longitude: saved.longitude }
        : null;
  const [terms, setTerms] = useState<{ of: DeliveryTermsOf }>();
  useEffect(() => {
    if (!isDelivery || terms) return;
    let current = true;
    // A failed load leaves the fee to the server's answer (the 409 with its total).
    loadDeliveryTerms().then(
      (m) => current && setTerms({ of: m.deliveryTerms }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [isDelivery, terms, loadDeliveryTerms]);
  const manualRupees = canDiscount ? (typedRupees(manual.amount) ?? 0) : 0;
  const total = padTotal({
    lines: priced,
    billing: settings.data?.billing,
    delivery: isDelivery && settings.data ? { terms: terms?.of, area: settings.data.delivery, point } : null,
    manualDiscount: manualRupees,
  });

  function buildBody(): StaffOrderBody {
    const phone = isCounter ? counterPhone.trim() : customer.phone.trim();
    const name = isCounter ? '' : customer.name.trim();
    const address =
      isDelivery && customer.addressId === 'new'
        ? {
            name: name || 'Customer',
            phone,
            house: customer.address.house,
            address: customer.address.address,
            area: customer.address.area || null,
            latitude: typedPoint.lat ?? Number.NaN,
            longitude: typedPoint.lng ?? Number.NaN,
          }
        : isDelivery && saved
          ? {
              name: saved.name || name || 'Customer',
              phone: saved.phone || phone,
              house: saved.house || saved.address,
              address: saved.address,
              area: saved.area,
              landmark: saved.landmark,
              deliveryNotes: saved.deliveryNotes,
              latitude: saved.latitude ?? Number.NaN,
              longitude: saved.longitude ?? Number.NaN,
            }
          : undefined;
    const tendered = typedRupees(payment.tendered);
    return {
      idempotencyKey: key,
      channel,
      lines: orderLinesOf(ordered),
      ...(isCounter ? { counterKind } : { orderType: customer.orderType }),
      ...(phone ? { customer: { phone, ...(name ? { name } : {}) } } : {}),
      ...(address ? { address } : {}),
      ...(isDelivery && saved ? { savedAddressId: saved.id } : {}),
      payment: {
        method: payment.method,
        paidNow: isCounter,
        ...(isCounter && payment.method === 'cod' && tendered !== null ? { tendered } : {}),
      },
      ...(code.trim() ? { discountCode: code.trim() } : {}),
      ...(manualRupees > 0 ? { manualDiscount: { amount: manualRupees, reason: manual.reason } } : {}),
    };
  }

  // The order as it stands, without what changes each try: a 409's total holds for this only.
  const body = buildBody();
  const orderShape = JSON.stringify({ ...body, idempotencyKey: undefined, payment: undefined });
  const shownPaise = serverTotal?.order === orderShape ? serverTotal.paise : total.totalPaise;

  function clearPad() {
    setLines([]);
    setCustomer(EMPTY_PHONE_CUSTOMER);
    setCounterPhone('');
    setPayment(EMPTY_PAYMENT);
    setCode('');
    setManual({ amount: '', reason: '' });
    setServerTotal(null);
    setToken(null);
    setKey(newKey());
    setError(undefined);
  }

  /** Why the order cannot be placed yet, in staff's words, or undefined. */
  function blocker(): string | undefined {
    if (ordered.length === 0) return ORDER_PAD_MESSAGES.linesRequired;
    if (isDelivery && total.deliveryProblem) return total.deliveryProblem;
    if (isDelivery && !point) return 'Choose an address with its point for the delivery';
    if (isCounter && payment.method === 'upi' && !payment.upiReceived)
      return 'Tick Payment received once the UPI payment shows on the shop’s phone';
    const tendered = typedRupees(payment.tendered);
    if (
      isCounter &&
      payment.method === 'cod' &&
      tendered !== null &&
      changeToGive(tendered, shownPaise) === null
    )
      return ORDER_PAD_MESSAGES.tenderedShort(shownPaise - toPaise(tendered));
    const parsed = staffOrderBodySchema.safeParse({ ...body, expectedTotal: shownPaise / 100 });
    if (!parsed.success) return parsed.error.issues[0]?.message;
    return undefined;
  }

  async function place() {
    setError(undefined);
    const problem = blocker();
    if (problem) {
      setError(problem);
      return;
    }
    const useToken = isCounter ? (token ?? tokens.take()) : null;
    if (useToken !== null) setToken(useToken);
    const sent: StaffOrderBody = {
      ...body,
      ...(useToken !== null ? { token: useToken } : {}),
      expectedTotal: shownPaise / 100,
    };
    const tendered = typedRupees(payment.tendered);
    const changePaise = isCounter && payment.method === 'cod' ? changeToGive(tendered, shownPaise) : null;
    setPlacing(true);
    try {
      const answer = await placeStaffOrder(sent);
      setPlaced({
        kind: 'placed',
        order: answer.order,
        token: answer.order.book?.token ?? useToken,
        changePaise: answer.change === null ? changePaise : toPaise(answer.change),
      });
      clearPad();
    } catch (failure) {
      if (noAnswer(failure) && isCounter) {
        // The money changed hands: the order stays on this device until the server has it.
        await queue.keep({
          body: { ...sent, idempotencyKey: key, takenAt: new Date().toISOString() },
          shownPaise,
          summary: linesSummary(ordered),
        });
        setPlaced({ kind: 'kept', key, token: useToken, totalPaise: shownPaise, changePaise });
        clearPad();
        return;
      }
      if (noAnswer(failure)) {
        setError('The server cannot be reached: a phone order needs it. Try again in a moment.');
        return;
      }
      // Refused: nothing was placed, so the next try is a new order.
      setKey(newKey());
      const status = (failure as ApiRequestError).status;
      const newTotal = status === 409 ? totalFromMessage((failure as ApiRequestError).message) : null;
      if (newTotal !== null) setServerTotal({ paise: newTotal, order: orderShape });
      // A token the server would not take (another day's, or used) is not offered again.
      if ((failure as ApiRequestError).fields?.token || /token/i.test((failure as Error).message))
        setToken(null);
      setError(failureMessage(failure, 'The order could not be placed'));
    } finally {
      setPlacing(false);
    }
  }

  const billing = settings.data?.billing;
  const upi = billing?.upiVpa
    ? { vpa: billing.upiVpa, payeeName: billing.legalName.trim() || BRAND_NAME }
    : null;
  const sentLater = placed?.kind === 'kept' ? queue.sentOrder(placed.key) : undefined;
  const itemCount = ordered.reduce((sum, l) => sum + l.quantity, 0);

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
          onDone={() => setPlaced(null)}
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
                else setLines((all) => addPadLine(all, item.id, [], null));
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
        <section
          ref={orderRef}
          aria-labelledby={headingId}
          className="space-y-4 self-start rounded-2xl bg-white p-4 shadow-sm md:sticky md:top-20"
        >
          <h2 id={headingId} className="text-xl font-extrabold">
            Order
          </h2>
          <fieldset className="grid grid-cols-2 gap-2">
            <legend className="sr-only">Taken at</legend>
            {(['counter', 'phone'] as const).map((c) => (
              <label key={c} className={CHOICE}>
                <input
                  type="radio"
                  name="pad-channel"
                  checked={channel === c}
                  onChange={() => {
                    setChannel(c);
                    setPayment(EMPTY_PAYMENT);
                  }}
                  className="h-5 w-5 accent-brand-700"
                />
                {c === 'counter' ? 'Counter' : 'Phone'}
              </label>
            ))}
          </fieldset>
          {isCounter ? (
            <fieldset className="grid grid-cols-2 gap-2">
              <legend className="mb-1 text-sm font-semibold">Eaten here or taken away</legend>
              {COUNTER_KINDS.map((kind) => (
                <label key={kind} className={CHOICE}>
                  <input
                    type="radio"
                    name="pad-counter-kind"
                    checked={counterKind === kind}
                    onChange={() => setCounterKind(kind)}
                    className="h-5 w-5 accent-brand-700"
                  />
                  {COUNTER_KIND_LABELS[kind]}
                </label>
              ))}
            </fieldset>
          ) : (
            <PhoneCustomer draft={customer} onChange={setCustomer} />
          )}
          <PadLinesList
            lines={priced}
            onQuantity={(lineKey, quantity) => setLines((all) => setPadQuantity(all, lineKey, quantity))}
            onNote={(lineKey, note) => setLines((all) => setPadNote(all, lineKey, note))}
          />
          <details
            className="rounded-lg border border-stone-200 p-2"
            open={code !== '' || manual.amount !== ''}
          >
            <summary className="cursor-pointer font-semibold">Discount</summary>
            <div className="mt-2 space-y-2">
              {isCounter && (
                <div>
                  <label htmlFor={counterPhoneId} className="text-sm font-semibold">
                    Customer's phone <span className="font-normal text-stone-700">(for a code)</span>
                  </label>
                  <input
                    id={counterPhoneId}
                    type="tel"
                    value={counterPhone}
                    onChange={(e) => setCounterPhone(e.target.value)}
                    className={INPUT}
                  />
                </div>
              )}
              <div>
                <label htmlFor={codeId} className="text-sm font-semibold">
                  Discount code
                </label>
                <input
                  id={codeId}
                  value={code}
                  autoCapitalize="characters"
                  onChange={(e) => setCode(e.target.value.toUpperCase())}
                  className={INPUT}
                />
                {code.trim() && (
                  <p className="mt-1 text-sm text-stone-700">
                    The server takes the code off; the total follows its answer.
                  </p>
                )}
              </div>
              {canDiscount && (
                <fieldset className="space-y-2">
                  <legend className="text-sm font-semibold">Discount by hand</legend>
                  <div className="grid grid-cols-[6rem_1fr] gap-2">
                    <div>
                      <label htmlFor={manualAmountId} className="text-sm">
                        Amount (₹)
                      </label>
                      <input
                        id={manualAmountId}
                        inputMode="decimal"
                        value={manual.amount}
                        onChange={(e) => setManual({ ...manual, amount: e.target.value })}
                        className={INPUT}
                      />
                    </div>
                    <div>
                      <label htmlFor={manualReasonId} className="text-sm">
                        Reason
                      </label>
                      <input
                        id={manualReasonId}
                        value={manual.reason}
                        onChange={(e) => setManual({ ...manual, reason: e.target.value })}
                        className={INPUT}
                      />
                    </div>
                  </div>
                </fieldset>
              )}
            </div>
          </details>
          <dl className="space-y-1">
            <div className="flex justify-between">
              <dt>Items</dt>
              <dd className="tabular-nums">{formatRupees(total.subtotalPaise)}</dd>
            </div>
            {total.discountPaise > 0 && (
              <div className="flex justify-between">
                <dt>Discount by hand</dt>
                <dd className="tabular-nums">-{formatRupees(total.discountPaise)}</dd>
              </div>
            )}
            {isDelivery && (
              <div className="flex justify-between">
                <dt>Delivery</dt>
                <dd className="tabular-nums">
                  {total.feePaise === undefined || total.feePaise === null
                    ? 'With the address'
                    : total.feePaise === 0
                      ? 'FREE'
                      : formatRupees(total.feePaise)}
                </dd>
              </div>
            )}
            {total.taxAddedPaise > 0 && (
              <div className="flex justify-between">
                <dt>GST</dt>
                <dd className="tabular-nums">{formatRupees(total.taxAddedPaise)}</dd>
              </div>
            )}
            <div className="flex items-baseline justify-between border-t border-stone-200 pt-2">
              <dt className="text-lg font-bold">Total</dt>
              <dd className="text-3xl font-extrabold tabular-nums" data-testid="pad-total">
                {formatRupees(shownPaise)}
              </dd>
            </div>
            {serverTotal?.order === orderShape && serverTotal.paise !== total.totalPaise && (
              <p className="text-sm font-semibold text-amber-900">
                The server's total: check it with the customer.
              </p>
            )}
          </dl>
          {isDelivery && total.deliveryProblem && <FormAlert tone="notice" message={total.deliveryProblem} />}
          <PadPayment
            draft={payment}
            onChange={setPayment}
            totalPaise={shownPaise}
            paidNow={isCounter}
            upi={upi}
            reference={token !== null ? `T${token}` : 'Counter'}
          />
          <FormAlert message={error} />
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => void place()}
              disabled={placing}
              className="h-14 flex-1 rounded-xl bg-brand-700 px-4 text-lg font-extrabold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
            >
              {placing ? 'Placing...' : `Place order · ${formatRupees(shownPaise)}`}
            </button>
            <button
              type="button"
              onClick={() => {
                if (token !== null) tokens.giveBack(token);
                clearPad();
              }}
              className="h-14 rounded-xl border border-stone-400 px-4 font-semibold hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              Clear
            </button>
          </div>
        </section>
      </div>
      {itemCount > 0 && (
        <button
          type="button"
          onClick={() => orderRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
          className="fixed inset-x-3 bottom-3 z-20 flex h-14 items-center justify-between rounded-xl bg-brand-800 px-4 font-bold text-white shadow-lg md:hidden"
        >
          <span>
            {itemCount} item{itemCount === 1 ? '' : 's'}
          </span>
          <span className="tabular-nums">Go to order · {formatRupees(shownPaise)}</span>
        </button>
      )}
      {picking && menu.data && (
        <ItemOptionsDialog
          item={picking}
          groups={groupsOf(picking, menu.data.optionGroups)}
          onClose={() => setPicking(null)}
          onAdd={(optionIds, note, quantity) => {
            setLines((all) => addPadLine(all, picking.id, optionIds, note, quantity));
            setPicking(null);
          }}
        />
      )}
      {ticket.portal}
    </div>
  );
}
