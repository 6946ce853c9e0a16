import { useEffect, useState } from 'react';
import { remainingMs } from '../utils/countdown.ts';

/**
 * Milliseconds left until `endsAt` (null: nothing runs), ticking every second; `onEnd` is called once when it
 * reaches zero (to read the entitlements again).
 */
export function useCountdown(endsAt: string | null, onEnd: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const left = endsAt ? remainingMs(endsAt, now) : 0;
  const running = left > 0;
  useEffect(() => {
    if (!endsAt || !running) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (remainingMs(endsAt, time) === 0) {
        clearInterval(timer);
        onEnd();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt, running, onEnd]);
  return left;
}
