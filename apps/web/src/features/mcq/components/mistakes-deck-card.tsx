/**
 * The mistakes deck on the practice page: how many of the student's mistakes are due (FSRS), and
 * "Review my mistakes", which starts a tutor session of exactly those.
 */
import { PRACTICE_SESSION_MAX, type PracticeSessionRequest } from '@medsutra/contract/mcq/practice-api';
import { practiceScreenText as text } from '@medsutra/contract/mcq/practice-screen';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { formatFullDateTime } from '@/lib/format-time';
import { useMistakesDeck } from '../api/get-mistakes-deck';

export function MistakesDeckCard({
  pending,
  onStart,
}: {
  pending: boolean;
  onStart: (request: PracticeSessionRequest) => void;
}) {
  const deck = useMistakesDeck();
  if (!deck.data) return null;
  const { due, total, nextDue } = deck.data;
  return (
    <Card className="mb-4" data-testid="mistakes-deck">
      <CardTitle>{text.mistakesTitle}</CardTitle>
      <p className="mt-2" data-due={due}>
        {total === 0
          ? text.mistakesEmpty
          : due > 0
            ? text.mistakesDue(due, total)
            : text.mistakesNoneDue(total, nextDue ? formatFullDateTime(nextDue) : '')}
      </p>
      {due > 0 ? (
        <Button
          className="mt-3"
          disabled={pending}
          onClick={() =>
            onStart({ filters: { dueMistakes: true }, count: Math.min(due, PRACTICE_SESSION_MAX), mode: 'tutor' })
          }
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {text.reviewMistakes}
        </Button>
      ) : null}
    </Card>
  );
}
