// The Riders page (docs/product.md#cash-per-rider), for managers and admins: the shop's riders
// with their shifts and the cash each holds, Add rider, Start shift with a float, Hand in cash,
// End shift with its figures, disable and enable; below, the day's shift report and its CSV.
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { RiderAccount } from '#shared/api/dispatch.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useCloseShift, useRiders, useUpdateRider } from '../api/riders.ts';
import { CreateRiderForm } from './create-rider-form.tsx';
import { EndShiftDialog } from './end-shift-dialog.tsx';
import { HandInDialog } from './hand-in-dialog.tsx';
import { RiderRatings } from './rider-ratings.tsx';
import { type RiderMove, RiderRow } from './rider-row.tsx';
import { ShiftReport } from './shift-report.tsx';
import { StartShiftDialog } from './start-shift-dialog.tsx';

type Open = { move: RiderMove; rider: RiderAccount };

export function RidersPage() {
  const riders = useRiders();
  const update = useUpdateRider();
  const close = useCloseShift();
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<Open>();
  const [problem, setProblem] = useState<string>();
  const done = () => setOpen(undefined);

  async function act(action: () => Promise<unknown>, fallback: string) {
    setProblem(undefined);
    try {
      await action();
    } catch (failure) {
      setProblem(failureMessage(failure, fallback));
    } finally {
      done();
    }
  }

  const list = riders.data?.riders ?? [];
  const shift = open?.rider.shift;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold">Riders</h1>
        <button
          type="button"
          onClick={() => setCreating(true)}
          className="flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800"
        >
          <UserPlus aria-hidden="true" className="h-4 w-4" />
          Add rider
        </button>
      </div>
      {creating && <CreateRiderForm onDone={() => setCreating(false)} />}
      <FormAlert message={problem} />
      {riders.isError && <FormAlert message={failureMessage(riders.error, 'Failed to load riders')} />}
      <div className="overflow-x-auto rounded-2xl bg-white shadow-sm">
        <table className="w-full text-left text-sm" data-testid="riders">
          <thead className="border-b border-stone-200 bg-stone-50">
            <tr>
              <th className="px-3 py-3">Rider</th>
              <th className="px-3 py-3">Phone</th>
              <th className="px-3 py-3">Shift</th>
              <th className="px-3 py-3 text-right">Cash in hand</th>
              <th className="px-3 py-3 text-right">Deliveries today</th>
              <th className="px-3 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((rider) => (
              <RiderRow
                key={rider.id}
                rider={rider}
                busy={update.isPending || close.isPending}
                onMove={(move) => setOpen({ move, rider })}
              />
            ))}
          </tbody>
        </table>
        {riders.isPending && <p className="p-6 text-center text-stone-600">Loading...</p>}
        {riders.isSuccess && list.length === 0 && (
          <p className="p-6 text-center text-stone-600">No riders yet: Add rider creates their account.</p>
        )}
      </div>
      {open?.move === 'start' && <StartShiftDialog rider={open.rider} onClose={done} />}
      {open?.move === 'hand-in' && shift && <HandInDialog rider={{ ...open.rider, shift }} onClose={done} />}
      {open?.move === 'end' && shift && (
        <EndShiftDialog
          rider={{ ...open.rider, shift }}
          busy={close.isPending}
          onConfirm={() => void act(() => close.mutateAsync(open.rider.id), 'The shift could not be ended')}
          onCancel={done}
        />
      )}
      {open?.move === 'toggle' && (
        <ConfirmDialog
          open
          title={open.rider.disabled ? 'Enable rider?' : 'Disable rider?'}
          message={
            open.rider.disabled
              ? `Enable the account of ${open.rider.name}? They can sign in again.`
              : `Disable the account of ${open.rider.name}? They are signed out at once and cannot sign in until it is enabled again.`
          }
          confirmLabel={open.rider.disabled ? 'Enable rider' : 'Disable rider'}
          busy={update.isPending}
          onConfirm={() =>
            void act(
              () => update.mutateAsync({ id: open.rider.id, disabled: !open.rider.disabled }),
              'The rider could not be changed',
            )
          }
          onCancel={done}
        />
      )}
      <ShiftReport />
      <RiderRatings />
    </div>
  );
}
