import type { ReactNode } from 'react';

/** One label and its value on the bill: the numbers block in the header and each line of the totals. */
export function BillRow({
  label,
  children,
  className,
  valueClassName,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  valueClassName?: string;
}) {
  const row = 'flex justify-between gap-3';
  return (
    <div className={className ? `${row} ${className}` : row}>
      <dt>{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
