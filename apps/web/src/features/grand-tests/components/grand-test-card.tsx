/** One grand test on the list: its window, and what I can do now (remind me, start, resume, my result). */
import type { GrandTestSummary } from '@medsutra/contract/grand-tests/api';
import { grandTestPatternText, grandTestScreenText as text } from '@medsutra/contract/grand-tests/screen';
import { Bell, BellRing } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatWeekdayDateTime } from '@/lib/format-date';
import { formatTimeLeft, grandTestResultScreen } from '../lib/grand-test-time';

export interface GrandTestCardProps {
  test: GrandTestSummary;
  /** This phone's time, corrected to the server's. */
  now: number;
  starting: boolean;
  onStart: (test: GrandTestSummary) => void;
  onReminder: (test: GrandTestSummary, on: boolean) => void;
}

export function GrandTestCard({ test, now, starting, onStart, onReminder }: GrandTestCardProps) {
  const attempt = test.myAttempt;
  const headingId = `grand-test-${test.id}`;
  return (
    <Card className="flex flex-col gap-3" aria-labelledby={headingId}>
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {test.title}
        </h3>
        <p className="text-sm text-muted">{grandTestPatternText[test.pattern]}</p>
        {test.pattern === 'fmge' ? <p className="text-sm text-muted">{text.fmgeParts}</p> : null}
        <p className="text-sm text-ink">
          {text.window(formatWeekdayDateTime(test.opensAt), formatWeekdayDateTime(test.closesAt))}
        </p>
      </div>
      {test.state === 'upcoming' ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm font-medium text-ink">{text.opensIn(formatTimeLeft(Date.parse(test.opensAt) - now))}</p>
          <Button
            variant={test.reminder ? 'secondary' : 'primary'}
            size="sm"
            aria-pressed={test.reminder}
            onClick={() => onReminder(test, !test.reminder)}
          >
            {test.reminder ? (
              <BellRing aria-hidden="true" className="size-4" />
            ) : (
              <Bell aria-hidden="true" className="size-4" />
            )}
            {test.reminder ? text.reminderOn : text.remind}
          </Button>
        </div>
      ) : null}
      {test.state === 'open' ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-ink">
            {text.timeLeftInWindow(formatTimeLeft(Date.parse(test.closesAt) - now))}
          </p>
          {attempt?.state === 'submitted' ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-ink">{text.myScore(attempt.score ?? 0)}</p>
              <ButtonLink to={grandTestResultScreen(test.id)} size="sm">
                {text.viewResult}
              </ButtonLink>
            </div>
          ) : (
            <>
              {attempt ? null : <p className="text-sm text-muted">{text.oneAttempt}</p>}
              <Button className="self-start" disabled={starting} onClick={() => onStart(test)}>
                {starting ? text.starting : attempt ? text.resume : text.start}
              </Button>
            </>
          )}
        </div>
      ) : null}
      {test.state === 'closed' ? (
        <div className="flex flex-wrap items-center gap-3">
          {attempt?.state === 'submitted' ? (
            <>
              <p className="text-sm text-ink">{text.myScore(attempt.score ?? 0)}</p>
              <ButtonLink to={grandTestResultScreen(test.id)} size="sm">
                {text.viewResult}
              </ButtonLink>
            </>
          ) : (
            <>
              <p className="text-sm text-muted">{text.notTaken}</p>
              <ButtonLink to={grandTestResultScreen(test.id)} size="sm" variant="secondary">
                {text.leaderboard}
              </ButtonLink>
            </>
          )}
        </div>
      ) : null}
    </Card>
  );
}
