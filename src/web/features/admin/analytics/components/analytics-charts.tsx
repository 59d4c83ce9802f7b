// The two charts, in a module of their own so recharts loads (lazily) only when the analytics
// panel shows. The drawings are hidden from assistive technology and take no focus: the panel
// gives each one a text summary and the figures as a table.
import { Bar, BarChart, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { Analytics } from '#shared/api/analytics.ts';
import { formatAmount } from '#shared/money.ts';
import { hourLabel, shortDate } from '../lib/labels.ts';

const ORDERS_COLOUR = '#ea580c';
const REVENUE_COLOUR = '#1c1917';
const TICK = { fill: '#57534e', fontSize: 12 };
const rupees = (value: unknown) => formatAmount(Number(value));
const tooltipValue = (value: unknown, name: unknown) =>
  [name === 'Revenue' ? rupees(value) : String(value), String(name)] as [string, string];

export function DailyChart({ days }: { days: Analytics['daily'] }) {
  return (
    <ComposedChart
      responsive
      width="100%"
      height={260}
      data={days}
      accessibilityLayer={false}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid stroke="#e7e5e4" vertical={false} />
      <XAxis dataKey="date" tickFormatter={shortDate} tick={TICK} minTickGap={16} />
      <YAxis yAxisId="orders" allowDecimals={false} tick={TICK} width={36} />
      <YAxis
        yAxisId="revenue"
        orientation="right"
        tick={TICK}
        width={64}
        tickFormatter={(v: number) => rupees(v)}
      />
      <Tooltip formatter={tooltipValue} labelFormatter={(label) => shortDate(String(label))} />
      <Bar yAxisId="orders" dataKey="orders" name="Orders" fill={ORDERS_COLOUR} radius={[3, 3, 0, 0]} />
      <Line
        yAxisId="revenue"
        dataKey="revenue"
        name="Revenue"
        stroke={REVENUE_COLOUR}
        strokeWidth={2}
        dot={false}
        type="monotone"
      />
    </ComposedChart>
  );
}

export function HourlyChart({ hours }: { hours: Analytics['hourly'] }) {
  return (
    <BarChart
      responsive
      width="100%"
      height={260}
      data={hours}
      accessibilityLayer={false}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid stroke="#e7e5e4" vertical={false} />
      <XAxis
        dataKey="hour"
        tickFormatter={hourLabel}
        tick={TICK}
        interval="preserveStartEnd"
        minTickGap={12}
      />
      <YAxis allowDecimals={false} tick={TICK} width={36} />
      <Tooltip formatter={tooltipValue} labelFormatter={(label) => hourLabel(Number(label))} />
      <Bar dataKey="orders" name="Orders" fill={ORDERS_COLOUR} radius={[3, 3, 0, 0]} />
    </BarChart>
  );
}
