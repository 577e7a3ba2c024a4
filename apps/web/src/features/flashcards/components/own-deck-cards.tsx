/**
 * An own deck opened on the decks page: a form to add a card, and the deck's cards that are due
 * now (new cards are due at once) with Edit and Delete. Cards reviewed and not yet due again are
 * not listed: the API lists due cards only.
 */
import type { FlashcardCard, FlashcardDeck } from '@medsutra/contract/flashcards/api';
import { flashcardScreenText as text } from '@medsutra/contract/flashcards/screen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { failureSentence } from '@/lib/api-failure';
import { showToast } from '@/lib/toast';
import { flashcardKeys } from '../api/flashcard-keys';
import { useDueFlashcards } from '../api/get-due-cards';
import { createFlashcard, deleteFlashcard, editFlashcard } from '../api/save-card';
import { CardForm } from './card-form';

function OwnCard({ card }: { card: FlashcardCard }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: flashcardKeys.all });
  const edit = useMutation({
    mutationFn: (sides: { front: string; back: string }) => editFlashcard(card.id, sides),
    onSuccess: () => {
      setEditing(false);
      void refresh();
    },
    onError: (error) => showToast('error', failureSentence(error, text.saveFailed)),
  });
  const remove = useMutation({
    mutationFn: () => deleteFlashcard(card.id),
    onSuccess: () => {
      showToast('success', text.cardDeleted);
      void refresh();
    },
    onError: (error) => showToast('error', failureSentence(error, text.saveFailed)),
  });
  if (editing) {
    return (
      <li className="rounded-lg border border-border p-3">
        <CardForm
          initial={{ front: card.front, back: card.back }}
          submitLabel={text.saveCard}
          pending={edit.isPending}
          onSubmit={async (sides) =>
            await edit.mutateAsync(sides).then(
              () => true,
              () => false,
            )
          }
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <p className="whitespace-pre-line break-words font-medium text-ink">{card.front}</p>
        <p className="whitespace-pre-line break-words text-sm text-muted">{card.back}</p>
      </div>
      {card.kind === 'basic' ? (
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            {text.edit}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(text.confirmDelete)) remove.mutate();
            }}
          >
            {text.delete}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export function OwnDeckCards({ deck }: { deck: FlashcardDeck }) {
  const queryClient = useQueryClient();
  const due = useDueFlashcards();
  const add = useMutation({
    mutationFn: (sides: { front: string; back: string }) => createFlashcard({ deckId: deck.id, ...sides }),
    onSuccess: () => {
      showToast('success', text.cardAdded);
      void queryClient.invalidateQueries({ queryKey: flashcardKeys.all });
    },
    onError: (error) => showToast('error', failureSentence(error, text.saveFailed)),
  });
  const cards = due.data?.cards.filter((card) => card.deckId === deck.id) ?? [];
  return (
    <div className="flex flex-col gap-4 border-border border-t pt-4">
      <CardForm
        submitLabel={text.addCard}
        pending={add.isPending}
        onSubmit={async (sides) =>
          add.mutateAsync(sides).then(
            () => true,
            () => false,
          )
        }
      />
      <div>
        <h4 className="mb-2 text-sm font-semibold text-ink">{text.cardsInDeck}</h4>
        {cards.length === 0 ? (
          <p className="text-sm text-muted">{text.noCardsDue}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {cards.map((card) => (
              <OwnCard key={card.id} card={card} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
