// The admin bell: how many orders wait for acceptance (live), linking to the board, and the
// new-order alarm's mute switch. Replaces the first design's fixed badge of 3
// (docs/product.md#d3-orders-have-a-life-after-the-confirmation).
import { Bell, Volume2, VolumeX } from 'lucide-react';
import { CountBadge } from '#web/components/ui/count-badge.tsx';
import { Link } from '#web/components/ui/router-links.tsx';
import { useTitlePrefix } from '#web/lib/use-document-title.ts';
import { useOrdersWaiting } from '../api/orders-waiting.ts';
import { useNewOrderAlarm } from '../hooks/use-new-order-alarm.ts';

const ALARM_LABEL = {
  idle: 'Mute the new-order sound',
  ringing: 'Mute the new-order sound',
  muted: 'Turn the new-order sound on',
  blocked: 'Allow the new-order sound',
} as const;

export function OrdersBell() {
  const waiting = useOrdersWaiting().data ?? 0;
  const alarm = useNewOrderAlarm(waiting);

  // The tab title tells staff on another tab that orders are waiting.
  useTitlePrefix(waiting > 0 ? `(${waiting}) ` : '');

  const AlarmIcon = alarm.state === 'muted' ? VolumeX : Volume2;
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        onClick={alarm.toggle}
        data-alarm={alarm.state}
        aria-pressed={alarm.state === 'muted'}
        title={ALARM_LABEL[alarm.state]}
        aria-label={ALARM_LABEL[alarm.state]}
        className={`rounded-full p-2 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700 ${
          alarm.state === 'ringing' || alarm.state === 'blocked'
            ? 'animate-pulse text-red-700'
            : 'text-stone-600'
        }`}
      >
        <AlarmIcon aria-hidden="true" className="h-5 w-5" />
      </button>
      <Link
        to="/admin/orders"
        aria-label={`Notifications: ${waiting} ${waiting === 1 ? 'order' : 'orders'} waiting`}
        className="relative rounded-full p-2 text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        <CountBadge
          count={waiting}
          testId="bell-count"
          className="-top-0.5 -right-0.5 bg-red-700 text-white"
        />
      </Link>
    </div>
  );
}
