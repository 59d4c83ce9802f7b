// The order side of the pad: where it is taken (counter or phone, and the phone customer), its
// lines, a discount, the total, how it is paid, and Place order and Clear (hooks/use-pad-order.ts
// holds the order and places it). Sticky beside the menu from 768px; on a phone the page's bar
// jumps here.
import { type Ref, useId } from 'react';
import { formatRupees } from '#shared/money.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import type { PadOrder } from '../hooks/use-pad-order.ts';
import { PadChannel } from './pad-channel.tsx';
import { PadDiscount } from './pad-discount.tsx';
import { PadLinesList } from './pad-lines-list.tsx';
import { PadPayment } from './pad-payment.tsx';
import { PadTotals } from './pad-totals.tsx';
import { PhoneCustomer } from './phone-customer.tsx';

type Props = {
  pad: PadOrder;
  /** A manager: money off by hand, with a reason (orders:discount). */
  canDiscount: boolean;
  /** The shop's UPI ID for the exact-amount QR, when it has one. */
  upi: { vpa: string; payeeName: string } | null;
  /** The section, for the phone's bar to scroll to. */
  sectionRef: Ref<HTMLElement>;
};

export function OrderPanel({ pad, canDiscount, upi, sectionRef }: Props) {
  const headingId = useId();
  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className="space-y-4 self-start rounded-2xl bg-white p-4 shadow-sm md:sticky md:top-20"
    >
      <h2 id={headingId} className="text-xl font-extrabold">
        Order
      </h2>
      <PadChannel
        channel={pad.channel}
        onChannel={pad.chooseChannel}
        counterKind={pad.counterKind}
        onCounterKind={pad.setCounterKind}
      />
      {!pad.isCounter && <PhoneCustomer draft={pad.customer} onChange={pad.setCustomer} />}
      <PadLinesList lines={pad.priced} onQuantity={pad.setQuantity} onNote={pad.setNote} />
      <PadDiscount
        isCounter={pad.isCounter}
        counterPhone={pad.counterPhone}
        onCounterPhone={pad.setCounterPhone}
        code={pad.code}
        onCode={pad.setCode}
        canDiscount={canDiscount}
        manual={pad.manual}
        onManual={pad.setManual}
      />
      <PadTotals
        total={pad.total}
        shownPaise={pad.shownPaise}
        isDelivery={pad.isDelivery}
        serverTotalDiffers={pad.serverTotalDiffers}
      />
      {pad.isDelivery && pad.total.deliveryProblem && (
        <FormAlert tone="notice" message={pad.total.deliveryProblem} />
      )}
      <PadPayment
        draft={pad.payment}
        onChange={pad.setPayment}
        totalPaise={pad.shownPaise}
        paidNow={pad.isCounter}
        upi={upi}
        reference={pad.token !== null ? `T${pad.token}` : 'Counter'}
      />
      <FormAlert message={pad.error} />
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => void pad.place()}
          disabled={pad.placing}
          className="h-14 flex-1 rounded-xl bg-brand-700 px-4 text-lg font-extrabold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
        >
          {pad.placing ? 'Placing...' : `Place order · ${formatRupees(pad.shownPaise)}`}
        </button>
        <button
          type="button"
          onClick={pad.clear}
          className="h-14 rounded-xl border border-stone-400 px-4 font-semibold hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Clear
        </button>
      </div>
    </section>
  );
}
