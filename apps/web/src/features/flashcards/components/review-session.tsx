/**
 * A review session over the cards that were due when the screen opened: the front, "Show answer"
 * (or Space, or a tap on the card), then the four ratings (or 1–4, or a swipe). Each rating goes
 * to `onRate` (which stores it on the device) and the next card shows at once, online or not.
 */
import type { FlashcardCard, FlashcardRating } from '@medsutra/contract/flashcards/api';
import { flashcardScreenText as text } from '@medsutra/contract/flashcards/screen';
import { paths } from '@medsutra/contract/routes';
import { useCallback, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useReviewKeys } from '../lib/use-review-keys';
import { useSwipe } from '../lib/use-swipe';
import { RatingButtons } from './rating-buttons';
import { ReviewCardView } from './review-card-view';

export interface ReviewSessionProps {
  cards: readonly FlashcardCard[];
  /** This device's clock when the cards arrived (the intervals count from it). */
  fetchedAt: number;
  onRate: (card: FlashcardCard, rating: FlashcardRating) => void;
  /** Asks the server for the cards due now (shown when the session is done). */
  onMore?: () => void;
}

export function ReviewSession({ cards, fetchedAt, onRate, onMore }: ReviewSessionProps) {
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const card = cards[index];

  const reveal = useCallback(() => setRevealed(true), []);
  const rate = useCallback(
    (rating: FlashcardRating) => {
      if (!card || !revealed) return;
      onRate(card, rating);
      setRevealed(false);
      setIndex((at) => at + 1);
    },
    [card, revealed, onRate],
  );
  useReviewKeys({ enabled: card !== undefined, revealed, reveal, rate });
  const swipe = useSwipe(revealed, rate);

  if (!card) {
    return (
      <Card className="flex flex-col items-start gap-4">
        <p className="text-lg font-semibold text-ink">{text.sessionDone(index)}</p>
        <div className="flex flex-wrap gap-2">
          {onMore ? (
            <Button onClick={onMore} variant="secondary">
              {text.reviewMore}
            </Button>
          ) : null}
          <ButtonLink to={paths.flashcards}>{text.backToDecks}</ButtonLink>
        </div>
      </Card>
    );
  }

  return (
    <section aria-label={text.reviewTitle} className="flex flex-col gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {text.position(index + 1, cards.length)}
      </p>
      <Card
        data-card={card.id}
        data-revealed={revealed}
        className="min-h-64 touch-pan-y select-none transition-transform"
        style={swipe.dx ? { transform: `translateX(${swipe.dx}px) rotate(${swipe.dx / 40}deg)` } : undefined}
        onClick={revealed ? undefined : reveal}
        {...swipe.handlers}
      >
        <ReviewCardView card={card} revealed={revealed} />
      </Card>
      <div className="sticky bottom-0 bg-canvas pt-1 pb-3">
        {revealed ? (
          <RatingButtons card={card} from={fetchedAt} onRate={rate} />
        ) : (
          <Button className="w-full" onClick={reveal} aria-label={text.showAnswer} aria-keyshortcuts="Space">
            {text.showAnswer}
            <kbd className="hidden rounded border border-on-primary/40 px-1.5 text-xs sm:inline">
              {text.showAnswerHint}
            </kbd>
          </Button>
        )}
        <p className="mt-2 hidden text-center text-xs text-muted sm:block">{text.ratingHint}</p>
      </div>
    </section>
  );
}
