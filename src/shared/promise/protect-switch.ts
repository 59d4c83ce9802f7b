// The automatic switch that protects the promise (docs/product.md#protecting-the-promise): on when
// the estimate reaches the owner's threshold, off once it is back a margin below it and has been on
// a few minutes, so a queue hovering at the threshold does not make it flap.
import {
  PROTECT_MIN_ON_MINUTES,
  PROTECT_RELEASE_MARGIN_MINUTES,
  type ProtectSettings,
  type ProtectState,
} from './promise-settings.ts';

const MINUTE_MS = 60_000;

/**
 * The switch's next state. `estimateMinutes` is the estimate without any busy minutes (the
 * queue's own), so the automatic busy mode cannot keep itself on.
 */
export function nextProtectState(
  current: ProtectState | null,
  estimateMinutes: number,
  settings: ProtectSettings | null,
  now: Date,
): ProtectState | null {
  if (!settings) return null;
  const on = (): ProtectState => ({
    action: settings.action,
    since: now.toISOString(),
    estimateMinutes,
    busyExtraMinutes: settings.action === 'busy' ? settings.busyExtraMinutes : 0,
  });
  if (!current) return estimateMinutes >= settings.thresholdMinutes ? on() : null;
  // The owner chose another action meanwhile: the switch follows it, from now.
  if (current.action !== settings.action) return estimateMinutes >= settings.thresholdMinutes ? on() : null;
  const heldLongEnough = now.getTime() - Date.parse(current.since) >= PROTECT_MIN_ON_MINUTES * MINUTE_MS;
  const cleared = estimateMinutes <= settings.thresholdMinutes - PROTECT_RELEASE_MARGIN_MINUTES;
  return cleared && heldLongEnough ? null : current;
}
