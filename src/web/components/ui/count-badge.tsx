// The number on a header button (the cart's items, the orders waiting), absent at zero. Screen
// readers skip it: the button's own name already says the number.
export function CountBadge({
  count,
  testId,
  className,
  keptAtZero = false,
}: {
  count: number;
  testId: string;
  className: string;
  /**
   * In the page but hidden at zero, and its number may differ from the server's when the page
   * hydrates: the storefront's entry script shows the cart's count in it before React has
   * started (features/store/cart/early-add.ts).
   */
  keptAtZero?: boolean;
}) {
  if (count <= 0 && !keptAtZero) return null;
  return (
    <span
      data-testid={testId}
      data-count-badge=""
      aria-hidden="true"
      hidden={count <= 0}
      suppressHydrationWarning={keptAtZero}
      className={`absolute flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs font-bold ${className}`}
    >
      {count}
    </span>
  );
}
