// A day picked in the browser's date picker: the ends of the analytics range (each bounding the
// other's picker) and the payments report's day.

type DateInputProps = {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
  invalid: boolean;
};

export function DateInput({ label, value, min, max, onChange, invalid }: DateInputProps) {
  return (
    <label className="flex flex-col text-sm font-medium text-stone-700">
      {label}
      <input
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid}
        className="mt-1 h-10 rounded-lg border border-stone-300 bg-white px-3 text-stone-900"
      />
    </label>
  );
}
