/**
 * After a break: when many cards are overdue, the proposed spread over the next days (most
 * forgotten first, decided by the server) and a button to spread them, instead of all of them today.
 */
import {
  FLASHCARD_BACKLOG_DAYS_DEFAULT,
  FLASHCARD_BACKLOG_DAYS_MAX,
  FLASHCARD_BACKLOG_DAYS_MIN,
  type FlashcardBacklogReply,
} from '@medsutra/contract/flashcards/api';
import { flashcardScreenText as text } from '@medsutra/contract/flashcards/screen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { failureSentence } from '@/lib/api-failure';
import { showToast } from '@/lib/toast';
import { flashcardKeys } from '../api/flashcard-keys';
import { useFlashcardBacklog } from '../api/get-backlog';
import { spreadFlashcardBacklog } from '../api/spread-backlog';

/** Overdue cards from which the backlog screen shows: fewer are a normal day's reviews. */
const BACKLOG_SCREEN_AT = 100;

const shortDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

function Spread({ backlog }: { backlog: FlashcardBacklogReply }) {
  const most = Math.max(1, ...backlog.days.map((day) => day.cards));
  return (
    <ol className="flex flex-col gap-1" aria-label={text.backlogPerDay(backlog.perDay)}>
      {backlog.days.map((day) => (
        <li key={day.date} className="grid grid-cols-[7.5rem_1fr_auto] items-center gap-2 text-sm">
          <span className="text-muted">{shortDate(day.date)}</span>
          <span className="h-3 rounded bg-surface-muted">
            <span className="block h-3 rounded bg-accent" style={{ width: `${(day.cards / most) * 100}%` }} />
          </span>
          <span className="tabular-nums text-ink">{day.cards}</span>
        </li>
      ))}
    </ol>
  );
}

export function BacklogPanel({ always = false }: { always?: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [days, setDays] = useState(FLASHCARD_BACKLOG_DAYS_DEFAULT);
  const backlog = useFlashcardBacklog(days);
  const spread = useMutation({
    mutationFn: () => spreadFlashcardBacklog(days),
    onSuccess: (reply) => {
      showToast('success', text.spreadDone(reply.spread));
      void queryClient.invalidateQueries({ queryKey: flashcardKeys.all });
    },
    onError: (error) => showToast('error', failureSentence(error, text.spreadFailed)),
  });
  if (!backlog.data || (!always && backlog.data.overdue < BACKLOG_SCREEN_AT)) return null;
  return (
    <Card className="flex flex-col gap-3 border-accent">
      <CardTitle>{text.backlogTitle}</CardTitle>
      <p className="text-sm text-ink">{text.backlogIntro(backlog.data.overdue)}</p>
      <label htmlFor={`${id}-days`} className="flex items-center gap-3 text-sm font-medium text-ink">
        {text.backlogDays}
        <input
          id={`${id}-days`}
          type="range"
          min={FLASHCARD_BACKLOG_DAYS_MIN}
          max={FLASHCARD_BACKLOG_DAYS_MAX}
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
          className="h-11 flex-1 accent-accent"
        />
        <output className="w-16 text-right">{text.backlogDaysValue(days)}</output>
      </label>
      <p className="text-sm font-semibold text-ink">{text.backlogPerDay(backlog.data.perDay)}</p>
      <Spread backlog={backlog.data} />
      <Button
        className="self-start"
        disabled={spread.isPending || backlog.data.overdue === 0}
        onClick={() => spread.mutate()}
      >
        {spread.isPending ? text.spreading : text.spread}
      </Button>
    </Card>
  );
}
