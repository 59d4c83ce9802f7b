// Cancel and Save under the item and category forms; Save names what is happening while busy
// (spec: 'Uploading...' while the picture goes up, then 'Saving...').
export function FormModalFooter({
  formId,
  onCancel,
  saving,
  uploading,
}: {
  formId: string;
  onCancel: () => void;
  saving: boolean;
  uploading: boolean;
}) {
  return (
    <div className="flex justify-end gap-2">
      <button
        type="button"
        onClick={onCancel}
        className="h-10 rounded-lg border border-stone-300 px-4 font-semibold hover:bg-stone-50"
      >
        Cancel
      </button>
      <button
        type="submit"
        form={formId}
        disabled={saving || uploading}
        className="h-10 rounded-lg bg-brand-700 px-5 font-bold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {uploading ? 'Uploading...' : saving ? 'Saving...' : 'Save'}
      </button>
    </div>
  );
}
