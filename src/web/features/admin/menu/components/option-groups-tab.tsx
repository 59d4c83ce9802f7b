// Option groups tab (docs/product.md#item-options): the shop's groups ('Cup', 'Sugar', 'Add-ons')
// with their rule, their options and prices, and the items that use them. Managers add, edit and
// delete groups; everyone on staff may mark a choice sold out and available again.
import { useMemo, useState } from 'react';
import type { AdminOptionGroup } from '#shared/api/option-groups.ts';
import { AddButton } from '#web/components/ui/add-button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useDeleteOptionGroup } from '../api/delete-option-group.ts';
import { useAdminItems } from '../api/get-items.ts';
import { useOptionGroups } from '../api/get-option-groups.ts';
import { useSetOptionAvailability } from '../api/set-option-availability.ts';
import { deleteGroupMessage } from '../lib/option-group-summary.ts';
import { OptionGroupCard } from './option-group-card.tsx';
import { OptionGroupFormModal } from './option-group-form-modal.tsx';

type Props = {
  /** Managers and up; staff see the list and the availability switches only. */
  canManage: boolean;
  onError: (message: string) => void;
};

export function OptionGroupsTab({ canManage, onError }: Props) {
  const groups = useOptionGroups();
  const items = useAdminItems();
  const remove = useDeleteOptionGroup();
  const availability = useSetOptionAvailability();
  const [editing, setEditing] = useState<AdminOptionGroup | 'new'>();
  const [deleting, setDeleting] = useState<AdminOptionGroup>();
  const itemName = useMemo(
    () => new Map((items.data ?? []).map((item) => [item.id, item.name])),
    [items.data],
  );

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
    } catch (error) {
      onError(failureMessage(error, 'Failed to delete option group'));
    } finally {
      setDeleting(undefined);
    }
  }

  async function setAvailable(id: string, available: boolean) {
    try {
      await availability.mutateAsync({ id, available });
    } catch (error) {
      onError(failureMessage(error, 'Failed to change availability'));
    }
  }
  const switchingId = availability.isPending ? availability.variables?.id : undefined;

  return (
    <div className="space-y-4">
      <h2 className="sr-only">Option groups</h2>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-stone-700">
          Choices customers make on an item: cup size, sugar, add-ons.{' '}
          {canManage
            ? 'Attach a group to items in the item form. Mark a choice sold out when it runs out.'
            : 'Mark a choice sold out when it runs out, and available again when it is back.'}
        </p>
        {canManage && <AddButton label="Add Option Group" onClick={() => setEditing('new')} />}
      </div>
      {groups.isPending && <p className="text-stone-600">Loading...</p>}
      {groups.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-800">
          {failureMessage(groups.error, 'Failed to load option groups')}
        </p>
      )}
      {groups.data?.length === 0 && (
        <div className="rounded-2xl bg-white p-10 text-center shadow-sm">
          <p className="text-lg font-bold">No option groups yet</p>
          <p className="text-stone-700">Items are added to the cart with one tap until they have options.</p>
        </div>
      )}
      <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3">
        {(groups.data ?? []).map((group) => (
          <li key={group.id}>
            <OptionGroupCard
              group={group}
              itemNames={group.item_ids.flatMap((id) => itemName.get(id) ?? [])}
              switchingId={switchingId}
              onAvailable={setAvailable}
              onEdit={canManage ? () => setEditing(group) : undefined}
              onDelete={canManage ? () => setDeleting(group) : undefined}
            />
          </li>
        ))}
      </ul>
      {editing && (
        <OptionGroupFormModal
          group={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete option group"
        message={deleting ? deleteGroupMessage(deleting) : ''}
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(undefined)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
