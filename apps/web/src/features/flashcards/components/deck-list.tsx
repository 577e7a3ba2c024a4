/**
 * The student's decks: each with its kind, its cards and how many are due today, a Review link for
 * a deck with cards due, and for an own deck "Add cards" (which opens its cards below it).
 */
import type { FlashcardDeck } from '@medsutra/contract/flashcards/api';
import { flashcardScreenText as text } from '@medsutra/contract/flashcards/screen';
import { paths } from '@medsutra/contract/routes';
import { BookOpen, CircleAlert, Layers } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { OwnDeckCards } from './own-deck-cards';

const icon = { library: BookOpen, mistakes: CircleAlert, own: Layers } as const;

const reviewDeckPath = (deckId: string) => `${paths.flashcardsReview}?deck=${encodeURIComponent(deckId)}`;

export function DeckList({ decks, openDeckId }: { decks: readonly FlashcardDeck[]; openDeckId?: string | null }) {
  const [open, setOpen] = useState<string | null>(openDeckId ?? null);
  if (decks.length === 0) return <p className="text-muted">{text.noDecks}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {decks.map((deck) => {
        const Icon = icon[deck.kind];
        const expanded = open === deck.id;
        return (
          <li key={deck.id}>
            <Card className="flex flex-col gap-3" data-deck={deck.kind}>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
                  <div className="min-w-0">
                    <h3 className="break-words font-semibold text-ink">{deck.name}</h3>
                    <p className="text-sm text-muted">
                      {deck.name === text.deckKind[deck.kind] ? null : `${text.deckKind[deck.kind]} · `}
                      {text.deckCounts(deck.cards, deck.due)}
                    </p>
                  </div>
                </div>
                <div className="flex gap-2 [&>*]:flex-1 sm:[&>*]:flex-none">
                  {deck.kind === 'own' ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-expanded={expanded}
                      onClick={() => setOpen(expanded ? null : deck.id)}
                    >
                      {text.addCards}
                    </Button>
                  ) : null}
                  {deck.due > 0 ? (
                    <ButtonLink size="sm" to={reviewDeckPath(deck.id)} aria-label={`${text.reviewDeck} ${deck.name}`}>
                      {text.reviewDeck}
                    </ButtonLink>
                  ) : null}
                </div>
              </div>
              {expanded ? <OwnDeckCards deck={deck} /> : null}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
