// A select's options when each value reads as its own label (roles, units).
export function ValueOptions({ values }: { values: readonly string[] }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  ));
}
