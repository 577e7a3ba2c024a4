/** A deck of the student's own: a name, then it opens for its first card. */

import type { FlashcardDeck } from '@medsutra/contract/flashcards/api';
import { flashcardScreenText as text } from '@medsutra/contract/flashcards/screen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { failureSentence } from '@/lib/api-failure';
import { showToast } from '@/lib/toast';
import { createFlashcardDeck } from '../api/create-deck';
import { flashcardKeys } from '../api/flashcard-keys';

export function NewDeckForm({ onCreated }: { onCreated: (deck: FlashcardDeck) => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: () => createFlashcardDeck(name.trim()),
    onSuccess: async ({ deck }) => {
      setName('');
      showToast('success', text.deckCreated(deck.name));
      await queryClient.invalidateQueries({ queryKey: flashcardKeys.decks });
      onCreated(deck);
    },
    onError: (error) => showToast('error', failureSentence(error, text.saveFailed)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) create.mutate();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <Input
          label={text.deckName}
          value={name}
          maxLength={80}
          required
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={create.isPending}>
        {text.createDeck}
      </Button>
    </form>
  );
}
