// 'New-order notifications on this device': a setting of this device kept in localStorage next to
// the alarm's mute. On, this browser is subscribed and the server told to send every new order
// here, even with the board closed. Each time the board opens with it on, the subscription is
// sent again: the push service may have renewed it, and whoever is signed in here now takes the
// device over.
import { useEffect, useState } from 'react';
import { createPersistedStore } from '#web/lib/persisted-store.ts';
import { usePushKey } from '#web/lib/use-push-key.ts';
import { useStore } from '#web/lib/use-store.ts';
import {
  browserCanPush,
  currentEndpoint,
  notificationPermission,
  subscribeThisBrowser,
} from '#web/lib/web-push.ts';
import { subscribeStaffDevice, unsubscribeStaffDevice } from '../api/staff-push.ts';

const staffPushOn = createPersistedStore('chai.admin.staff-push.v1', false, (raw) =>
  typeof raw === 'boolean' ? raw : undefined,
);

export type StaffPushState =
  /** Push is off on this shop: the switch is not shown. */
  'hidden' | 'unsupported' | 'blocked' | 'off' | 'on';

export function useStaffPush() {
  const stored = useStore(staffPushOn);
  const key = usePushKey(true);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<'blocked' | 'unsupported' | 'failed'>();
  const permission = notificationPermission();

  // Renew the server's copy once per board visit while on (see the top of this file).
  useEffect(() => {
    if (!stored || !key.data || notificationPermission() !== 'granted') return;
    void subscribeThisBrowser(key.data)
      .then((result) =>
        result.outcome === 'subscribed' ? subscribeStaffDevice(result.subscription) : undefined,
      )
      .catch(() => undefined);
  }, [stored, key.data]);

  let state: StaffPushState;
  if (key.isPending || key.data === null || key.isError) state = 'hidden';
  else if (!browserCanPush() || problem === 'unsupported') state = 'unsupported';
  else if (permission === 'denied' || problem === 'blocked') state = 'blocked';
  else state = stored && permission === 'granted' ? 'on' : 'off';

  async function switchOn() {
    if (!key.data) return;
    const result = await subscribeThisBrowser(key.data);
    if (result.outcome === 'blocked' || result.outcome === 'unsupported') setProblem(result.outcome);
    if (result.outcome !== 'subscribed') return;
    await subscribeStaffDevice(result.subscription);
    staffPushOn.set(true);
  }

  async function switchOff() {
    const endpoint = await currentEndpoint();
    // The browser's subscription itself stays: the same browser may follow a customer order.
    if (endpoint) await unsubscribeStaffDevice(endpoint);
    staffPushOn.set(false);
  }

  return {
    state,
    working,
    failed: problem === 'failed',
    async set(on: boolean) {
      setWorking(true);
      setProblem(undefined);
      try {
        await (on ? switchOn() : switchOff());
      } catch {
        setProblem('failed');
      } finally {
        setWorking(false);
      }
    },
  };
}
