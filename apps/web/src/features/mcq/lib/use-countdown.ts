/** Milliseconds left to a server deadline, counted on the server's clock (the phone's may be wrong). */
import { useEffect, useState } from 'react';

export function useCountdown(deadline: string, serverNow: string): number {
  const [offset] = useState(() => Date.parse(serverNow) - Date.now());
  const left = () => Math.max(0, Date.parse(deadline) - (Date.now() + offset));
  const [remaining, setRemaining] = useState(left);
  useEffect(() => {
    const timer = window.setInterval(
      () => setRemaining(Math.max(0, Date.parse(deadline) - (Date.now() + offset))),
      1000,
    );
    return () => window.clearInterval(timer);
  }, [deadline, offset]);
  return remaining;
}

export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${hours}:${pad(minutes)}:${pad(seconds)}`;
}
