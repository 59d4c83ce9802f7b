// End shift (docs/product.md#cash-per-rider): the shift's figures, then the close. The server
// refuses while the rider still holds orders; the report below keeps the closed shift.
import type { RiderAccount } from '#shared/api/dispatch.ts';
import { formatAmount } from '#shared/money.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';

type Props = {
  rider: RiderAccount & { shift: NonNullable<RiderAccount['shift']> };
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function EndShiftDialog({ rider, busy, onConfirm, onCancel }: Props) {
  const s = rider.shift;
  const figures: [string, string][] = [
    ['Deliveries', String(s.deliveries)],
    ['Failed deliveries', String(s.failedDeliveries)],
    ['Float', formatAmount(s.float)],
    ['Cash collected', formatAmount(s.cashCollected)],
    ['UPI collected', formatAmount(s.upiCollected)],
    ['Card collected', formatAmount(s.cardCollected)],
    ['Handed in', formatAmount(s.handedIn)],
    ['Cash in hand', formatAmount(s.cashInHand)],
    // docs/product.md#tips: cash tips stay with the rider; the rest is paid from the drawer at the day close.
    ['Tips kept', formatAmount(s.tipsKept)],
    ['Tips owed', formatAmount(s.tipsOwed)],
  ];
  return (
    <ConfirmDialog
      open
      title={`End ${rider.name}'s shift?`}
      message={
        s.cashInHand > 0
          ? `${rider.name} still holds ${formatAmount(s.cashInHand)} in cash: take it in with Hand in cash first.`
          : 'The shift ends with these figures.'
      }
      details={
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {figures.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-stone-700">{label}</dt>
              <dd className="text-right font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      }
      confirmLabel="End shift"
      cancelLabel="Keep shift"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
