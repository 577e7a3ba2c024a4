/**
 * One card on the review screen: the front, and after "Show answer" the back under a rule. An own
 * card's picture shows on the side it belongs to; an occlusion card shows its figure on both.
 */
import type { FlashcardCard } from '@medsutra/contract/flashcards/api';
import { OcclusionFigure } from './occlusion-figure';

/** Sized for a 360 px screen: the full width, never taller than half the screen. */
function CardImage({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      className="max-h-[50vh] w-full rounded-lg border border-border bg-white object-contain"
    />
  );
}

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
          {card.imageUrl && card.imageSide !== 'back' ? <CardImage src={card.imageUrl} /> : null}
        </>
      )}
      {revealed && (!card.occlusion || card.back !== card.occlusion.label) ? (
        <div data-side="back" className="flex flex-col gap-4 border-border border-t pt-4">
          <CardText>{card.back}</CardText>
          {card.imageUrl && card.imageSide === 'back' ? <CardImage src={card.imageUrl} /> : null}
        </div>
      ) : null}
    </div>
  );
}
