// The rider's phone rings while a new delivery waits for OK (docs/product.md#the-riders-page): the
// board's two-tone chime, repeated. Browsers start sound only after a tap on the page; until then
// `blocked` says so and the page offers a button (its tap is that first tap).
import { useEffect, useRef, useState } from 'react';
import { chime } from '#web/lib/chime.ts';

const REPEAT_MS = 4_000;

export function useRiderAlarm(ringing: boolean) {
  const audio = useRef<AudioContext | null>(null);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    if (!ringing || typeof AudioContext === 'undefined') return;
    audio.current ??= new AudioContext();
    const context = audio.current;
    const ring = () => {
      setBlocked(context.state === 'suspended');
      if (context.state === 'running') chime(context);
    };
    ring();
    const id = setInterval(ring, REPEAT_MS);
    return () => clearInterval(id);
  }, [ringing]);

  return {
    blocked: ringing && blocked,
    /** Run in a tap's handler: lets the sound start. */
    unblock() {
      void audio.current?.resume().then(() => {
        setBlocked(false);
        if (audio.current) chime(audio.current);
      });
    },
  };
}
