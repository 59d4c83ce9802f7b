// The order on the pad and its placing: what staff have typed (lib/pad-body.ts), its total as the
// server will work it out (lib/pad-total.ts) or the server's own after a 409, and Place order. A
// counter order the server cannot be reached for is kept on the device with its token
// (hooks/use-order-queue.ts, docs/product.md#nothing-is-lost-at-the-counter); a refused one stays
// on the pad with the server's reason, and its next try is a new order.
import { useState } from 'react';
import type { StaffOrderBody } from '#shared/api/order-pad.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import { toPaise } from '#shared/money.ts';
import type { CounterKind, StaffChannel } from '#shared/order-book/channels.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { failureMessage } from '#web/lib/failure-message.ts';
import { placeStaffOrder } from '../api/pad-api.ts';
import { EMPTY_PAYMENT, type PaymentDraft } from '../components/pad-payment.tsx';
import { EMPTY_PHONE_CUSTOMER, type PhoneCustomerDraft } from '../components/phone-customer.tsx';
import type { Placed } from '../components/placed-banner.tsx';
import { padBlocker } from '../lib/pad-blocker.ts';
import { deliveryPointOf, staffOrderBodyOf } from '../lib/pad-body.ts';
import {
  addPadLine,
  linesSummary,
  type PadLine,
  type PadMenu,
  priceLines,
  setPadNote,
  setPadQuantity,
} from '../lib/pad-lines.ts';
import { changeToGive, type DeliveryTermsOf, padTotal, totalFromMessage } from '../lib/pad-total.ts';
import { typedRupees } from '../lib/typed-rupees.ts';
import { useDeliveryTerms } from './use-delivery-terms.ts';
import type { useOrderQueue } from './use-order-queue.ts';
import type { useTokenPool } from './use-token-pool.ts';

type Options = {
  menu: PadMenu | undefined;
  settings: PublicSettings | undefined;
  tokens: ReturnType<typeof useTokenPool>;
  queue: ReturnType<typeof useOrderQueue>;
  /** A manager: money off by hand, with a reason (orders:discount). */
  canDiscount: boolean;
  loadDeliveryTerms: () => Promise<{ deliveryTerms: DeliveryTermsOf }>;
};

/** One order's key: the same key sent again is the same order (crypto.randomUUID: the app is always https). */
const newKey = () => crypto.randomUUID();

/** A status the server may have acted on or not: no answer at all, or its own trouble. */
const noAnswer = (failure: unknown) =>
  !(failure instanceof ApiRequestError) || failure.status === 0 || failure.status >= 500;

export function usePadOrder({ menu, settings, tokens, queue, canDiscount, loadDeliveryTerms }: Options) {
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

  const priced = priceLines(lines, menu);
  const ordered = priced.filter((l) => !l.problem);
  const isCounter = channel === 'counter';
  const isDelivery = !isCounter && customer.orderType === 'delivery';
  const point = deliveryPointOf(customer);
  const terms = useDeliveryTerms(isDelivery, loadDeliveryTerms);
  const manualRupees = canDiscount ? (typedRupees(manual.amount) ?? 0) : 0;
  const total = padTotal({
    lines: priced,
    billing: settings?.billing,
    delivery: isDelivery && settings ? { terms, area: settings.delivery, point } : null,
    manualDiscount: manualRupees,
  });

  // The order as it stands, without what changes each try: a 409's total holds for this only.
  const draft = { channel, counterKind, counterPhone, customer, payment, code, manual };
  const body = staffOrderBodyOf({ draft, key, ordered, manualRupees });
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

  async function place() {
    setError(undefined);
    const problem = padBlocker({
      body,
      ordered,
      isCounter,
      isDelivery,
      deliveryProblem: total.deliveryProblem,
      point,
      payment,
      shownPaise,
    });
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

  return {
    ...draft,
    setCounterKind,
    setCounterPhone,
    setCustomer,
    setPayment,
    setCode,
    setManual,
    /** Counter or phone: the payment starts again, as each is paid differently. */
    chooseChannel(next: StaffChannel) {
      setChannel(next);
      setPayment(EMPTY_PAYMENT);
    },
    addLine: (itemId: string, optionIds: string[], note: string | null, quantity?: number) =>
      setLines((all) => addPadLine(all, itemId, optionIds, note, quantity)),
    setQuantity: (lineKey: string, quantity: number) =>
      setLines((all) => setPadQuantity(all, lineKey, quantity)),
    setNote: (lineKey: string, note: string) => setLines((all) => setPadNote(all, lineKey, note)),
    priced,
    itemCount: ordered.reduce((sum, l) => sum + l.quantity, 0),
    isCounter,
    isDelivery,
    total,
    shownPaise,
    /** The total shown is the server's (after a 409), not the pad's own. */
    serverTotalDiffers: serverTotal?.order === orderShape && serverTotal.paise !== total.totalPaise,
    token,
    error,
    placing,
    placed,
    dismissPlaced: () => setPlaced(null),
    place,
    /** Clears the pad for the next customer; a token already taken for this order goes back. */
    clear() {
      if (token !== null) tokens.giveBack(token);
      clearPad();
    },
  };
}

export type PadOrder = ReturnType<typeof usePadOrder>;
