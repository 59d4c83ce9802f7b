// The number on a header button (the cart's items, the orders waiting), absent at zero. Screen
// readers skip it: the button's own name already says the number.
export function CountBadge({
  count,
  testId,
  className,
}: {
  count: number;
  testId: string;
  className: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      data-testid={testId}
      aria-hidden="true"
      className={`absolute flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs font-bold ${className}`}
    >
      {count}
    </span>
  );
}
