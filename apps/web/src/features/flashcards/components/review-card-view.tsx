/** One card on the review screen: the front, and after "Show answer" the back under a rule. */
import type { FlashcardCard } from '@medsutra/contract/flashcards/api';
import { OcclusionFigure } from './occlusion-figure';

function CardText({ children }: { children: string }) {
  return <p className="whitespace-pre-line break-words text-lg leading-relaxed text-ink">{children}</p>;
}

export function ReviewCardView({ card, revealed }: { card: FlashcardCard; revealed: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      {card.occlusion ? (
        <>
          {card.front ? <CardText>{card.front}</CardText> : null}
          <OcclusionFigure occlusion={card.occlusion} revealed={revealed} />
        </>
      ) : (
        <>
          <CardText>{card.front}</CardText>
          {card.imageUrl ? (
            <img
              src={card.imageUrl}
              alt=""
              loading="lazy"
              decoding="async"
              className="max-h-[50vh] w-full rounded-lg border border-border bg-white object-contain"
            />
          ) : null}
        </>
      )}
      {revealed && !card.occlusion ? (
        <div data-side="back" className="border-border border-t pt-4">
          <CardText>{card.back}</CardText>
        </div>
      ) : null}
    </div>
  );
}
