/**
 * The exam's countdown on the server's clock. It is its own component so that a tick (every
 * second) re-renders only the clock, not the question or the 200-button palette beside it.
 */
import { testScreenText as text } from '@medsutra/contract/mcq/tests-screen';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { formatClock, useCountdown } from '../lib/use-countdown';

export function ExamClock({
  deadline,
  serverNow,
  onTimeUp,
}: {
  deadline: string;
  serverNow: string;
  /** Called once when the countdown reaches zero. */
  onTimeUp: () => void;
}) {
  const remaining = useCountdown(deadline, serverNow);
  const onTimeUpRef = useRef(onTimeUp);
  onTimeUpRef.current = onTimeUp;
  useEffect(() => {
    if (remaining === 0) onTimeUpRef.current();
  }, [remaining]);
  return (
    <span
      role="timer"
      aria-label={text.timeLeft}
      data-testid="time-left"
      className={cn('font-mono text-lg tabular-nums', remaining < 5 * 60_000 && 'text-danger')}
    >
      {formatClock(remaining)}
    </span>
  );
}
