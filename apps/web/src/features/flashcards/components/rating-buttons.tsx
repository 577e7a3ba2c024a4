/** The four ratings, each with when the card comes back after it, and its key (1–4) on a desktop. */
import { type FlashcardCard, type FlashcardRating, flashcardRatings } from '@medsutra/contract/flashcards/api';
import { flashcardRatingLabels, flashcardScreenText as text } from '@medsutra/contract/flashcards/screen';
import { cn } from '@/lib/cn';
import { intervalLabel } from '../lib/interval-label';

const tone: Record<FlashcardRating, string> = {
  again: 'border-danger text-danger',
  hard: 'border-accent text-accent',
  good: 'border-success text-success',
  easy: 'border-primary text-primary',
};

export function RatingButtons({
  card,
  from,
  onRate,
}: {
  card: FlashcardCard;
  /** This device's clock when the due list arrived: intervals count from it. */
  from: number;
  onRate: (rating: FlashcardRating) => void;
}) {
  return (
    <fieldset className="grid grid-cols-4 gap-2">
      <legend className="sr-only">{text.rateGroup}</legend>
      {flashcardRatings.map((rating, index) => {
        const interval = intervalLabel(card.comesBack[rating], from);
        return (
          <button
            key={rating}
            type="button"
            data-rating={rating}
            aria-label={`${flashcardRatingLabels[rating]}, ${text.comesBackIn(interval)}`}
            aria-keyshortcuts={String(index + 1)}
            onClick={() => onRate(rating)}
            className={cn(
              'flex min-h-14 flex-col items-center justify-center rounded-lg border-2 bg-surface px-1 py-1 font-semibold',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary hover:bg-surface-muted',
              tone[rating],
            )}
          >
            <span className="text-base">{flashcardRatingLabels[rating]}</span>
            <span className="text-xs font-normal text-muted">
              <span className="hidden sm:inline">{index + 1} · </span>
              {interval}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
