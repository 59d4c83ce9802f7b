// The new-order alarm: a two-tone chime repeated while any order waits for acceptance, until
// someone accepts it or the alarm is muted on this device. Made with Web Audio (no sound file to
// load). Pages that play sound are exempt from Chrome's background-tab timer throttling, so the
// chime keeps its rhythm in a background tab.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { chime } from '#web/lib/chime.ts';
import { createPersistedStore } from '#web/lib/persisted-store.ts';

const REPEAT_MS = 5000;
const muted = createPersistedStore('chai.admin.alarm-muted.v1', false, (raw) =>
  typeof raw === 'boolean' ? raw : undefined,
);

export type AlarmState = 'idle' | 'ringing' | 'muted' | 'blocked';

export function useNewOrderAlarm(waiting: number) {
  const isMuted = useSyncExternalStore(muted.subscribe, muted.get, muted.initial);
  const audio = useRef<AudioContext | null>(null);
  const blocked = useSyncExternalStore(
    (notify) => {
      const id = setInterval(notify, 1000);
      return () => clearInterval(id);
    },
    () => audio.current?.state === 'suspended',
    () => false,
  );
  const ringing = waiting > 0 && !isMuted;

  useEffect(() => {
    if (!ringing) return;
    audio.current ??= new AudioContext();
    const context = audio.current;
    const ring = () => {
      if (context.state === 'running') chime(context);
    };
    ring();
    const id = setInterval(ring, REPEAT_MS);
    return () => clearInterval(id);
  }, [ringing]);

  // Browsers start audio only after a tap on the page; the toggle's click is that tap.
  const state: AlarmState = isMuted ? 'muted' : !ringing ? 'idle' : blocked ? 'blocked' : 'ringing';
  return {
    state,
    toggle() {
      if (state === 'blocked') {
        void audio.current?.resume().then(() => audio.current && chime(audio.current));
        return;
      }
      muted.set(!isMuted);
    },
  };
}
