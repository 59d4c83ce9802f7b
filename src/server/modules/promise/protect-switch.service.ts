// The automatic switch (docs/product.md#protecting-the-promise), applied after each recompute: the
// next state from the queue's own estimate, written only if the row still holds what was read
// (two instances switching at once write and audit it once), audited as the system's, and
// announced so every instance drops its cached settings (checkout and the storefront read it there).
import { SYSTEM_CONTEXT } from '#server/http/request-context.ts';
import type { PromiseSettings, ProtectState } from '#shared/promise/promise-settings.ts';
import { nextProtectState } from '#shared/promise/protect-switch.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { ProtectStateRepo } from './protect-state.repo.ts';

const sameState = (a: ProtectState | null, b: ProtectState | null) => JSON.stringify(a) === JSON.stringify(b);

export function createProtectSwitch(deps: {
  repo: Pick<ProtectStateRepo, 'swap'>;
  audit: AuditService;
  events: EventBus;
  /** Drops this instance's cached settings at once (the event reaches it a moment later). */
  settingsChanged: () => void;
}) {
  /**
   * `current`: the switch as the row held it at this recompute. `estimateMinutes`: the delivery
   * estimate at the usual distance without busy minutes. Answers the state in force after.
   */
  async function apply(
    current: ProtectState | null,
    estimateMinutes: number,
    settings: PromiseSettings,
    now: Date,
  ): Promise<ProtectState | null> {
    const next = nextProtectState(current, estimateMinutes, settings.protect, now);
    if (sameState(current, next)) return current;
    // Another instance switched first: it audits; this one goes by what it wrote at the next read.
    if (!(await deps.repo.swap(current, next))) return current;
    deps.settingsChanged();
    // A changed state that is not off went on (afresh, or for the action the owner chose since).
    if (next)
      await deps.audit.record(SYSTEM_CONTEXT, {
        action: 'promise.protect_on',
        tableName: 'site_settings',
        recordId: 'site',
        oldValues: current ? { action: current.action } : undefined,
        newValues: {
          action: next.action,
          estimateMinutes,
          thresholdMinutes: settings.protect?.thresholdMinutes ?? null,
        },
      });
    else
      await deps.audit.record(SYSTEM_CONTEXT, {
        action: 'promise.protect_off',
        tableName: 'site_settings',
        recordId: 'site',
        oldValues: current ? { action: current.action, since: current.since } : undefined,
        newValues: { estimateMinutes },
      });
    await deps.events.publish({ kind: 'settings' });
    return next;
  }

  /**
   * Off because the recomputes have failed for a while (the queue cannot be read): a pause must
   * not stay on blind. True when this call turned it off.
   */
  async function offBlind(current: ProtectState, now: Date): Promise<boolean> {
    if (!(await deps.repo.swap(current, null))) return false;
    deps.settingsChanged();
    await deps.audit.record(SYSTEM_CONTEXT, {
      action: 'promise.protect_off',
      tableName: 'site_settings',
      recordId: 'site',
      oldValues: { action: current.action, since: current.since },
      newValues: { reason: 'estimate_unavailable', at: now.toISOString() },
    });
    await deps.events.publish({ kind: 'settings' });
    return true;
  }

  return { apply, offBlind };
}
