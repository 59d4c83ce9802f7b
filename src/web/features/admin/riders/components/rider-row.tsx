// One rider on the Riders page: name and phone, on or off shift, the cash they hold and today's
// deliveries, with the moves their shift allows: Start shift, or Hand in cash and End shift; and
// Disable / Enable the account (docs/product.md#cash-per-rider).
import type { RiderAccount } from '#shared/api/dispatch.ts';
import { formatAmount } from '#shared/money.ts';

export type RiderMove = 'start' | 'hand-in' | 'end' | 'toggle';

type Props = { rider: RiderAccount; busy: boolean; onMove: (move: RiderMove) => void };

const BUTTON =
  'rounded-md border border-stone-300 px-2 py-1 font-semibold hover:bg-stone-50 disabled:opacity-60';

export function RiderRow({ rider, busy, onMove }: Props) {
  const shift = rider.shift;
  return (
    <tr className="border-b border-stone-100 align-top">
      <td className="px-3 py-3">
        <span className="font-semibold">{rider.name}</span>
        <span className="block text-stone-700">{rider.email}</span>
      </td>
      <td className="px-3 py-3">
        <a href={`tel:${rider.phone}`} className="underline">
          {rider.phone}
        </a>
      </td>
      <td className="px-3 py-3">
        {rider.disabled ? (
          <span className="text-stone-700">Disabled</span>
        ) : shift ? (
          <span className="whitespace-nowrap rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-900">
            On shift
          </span>
        ) : (
          <span className="text-stone-700">Off shift</span>
        )}
        {shift && shift.carrying > 0 && (
          <span className="block text-xs text-stone-700">
            Carrying {shift.carrying} order{shift.carrying === 1 ? '' : 's'}
          </span>
        )}
      </td>
      <td className="px-3 py-3 text-right tabular-nums">{shift ? formatAmount(shift.cashInHand) : '—'}</td>
      <td className="px-3 py-3 text-right tabular-nums">{shift ? shift.deliveries : '—'}</td>
      <td className="px-3 py-3">
        <div className="flex flex-wrap gap-2">
          {!rider.disabled && !shift && (
            <button type="button" disabled={busy} onClick={() => onMove('start')} className={BUTTON}>
              Start shift
            </button>
          )}
          {shift && (
            <>
              <button type="button" disabled={busy} onClick={() => onMove('hand-in')} className={BUTTON}>
                Hand in cash
              </button>
              <button type="button" disabled={busy} onClick={() => onMove('end')} className={BUTTON}>
                End shift
              </button>
            </>
          )}
          {!shift && (
            <button type="button" disabled={busy} onClick={() => onMove('toggle')} className={BUTTON}>
              {rider.disabled ? 'Enable' : 'Disable'}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
