// A shared ticking clock for countdowns: one interval for the whole page, running only while used.
//   const now = useNow();            // Date.now(), re-renders the component 4× a second
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';

const nowSignal = signal(Date.now());
let users = 0;
let timer: number | undefined;

export function useNow(): number {
  useEffect(() => {
    if (users++ === 0) {
      nowSignal.value = Date.now();
      timer = window.setInterval(() => (nowSignal.value = Date.now()), 250);
    }
    return () => {
      if (--users === 0) window.clearInterval(timer);
    };
  }, []);
  return nowSignal.value;
}
