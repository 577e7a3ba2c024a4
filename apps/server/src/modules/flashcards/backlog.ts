/**
 * After a break (decision 137): the overdue cards (due before today) spread over the next days,
 * the most forgotten (lowest recall probability now) first, so the student relearns what she is
 * losing before what she still holds. The proposal and the spread are the same computation.
 */
import type { FlashcardBacklogReply } from '@medsutra/contract/flashcards/api';
import { addDays, economyDay, startOfDay } from '../../lib/calendar.ts';
import { type ReviewCard, recallProbability } from '../../lib/spaced-repetition.ts';
import { spreadBacklog } from './spread.ts';

/** Each overdue card's new due (the start of its spread day) and the count per day. */
export function backlogPlan(cards: readonly (ReviewCard & { id: string })[], now: Date, days: number) {
  const today = economyDay(now);
  const withRecall = cards.map((card) => ({ id: card.id, recall: recallProbability(card, now) }));
  const spread = spreadBacklog(withRecall, today, days);
  const perDay = new Map<string, number>();
  for (const { day } of spread) perDay.set(day, (perDay.get(day) ?? 0) + 1);
  const reply: FlashcardBacklogReply = {
    overdue: cards.length,
    perDay: cards.length === 0 ? 0 : Math.ceil(cards.length / days),
    days: Array.from({ length: days }, (_, i) => addDays(today, i)).map((date) => ({
      date,
      cards: perDay.get(date) ?? 0,
    })),
  };
  const moves = spread.map(({ card, day }) => ({ cardId: card.id, due: startOfDay(day) }));
  return { reply, moves };
}
