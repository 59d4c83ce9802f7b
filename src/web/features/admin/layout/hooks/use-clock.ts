// The time now, renewed every `everyMs`: what the staff area shows from the clock ('Open now',
// busy mode's end) changes by itself, without a reload.
import { useEffect, useState } from 'react';

export function useClock(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
