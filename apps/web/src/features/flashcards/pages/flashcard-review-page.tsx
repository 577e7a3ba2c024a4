/**
 * The review screen (`/flashcards/review`, `?deck=` for one deck): the cards due now, read once
 * when the screen opens and kept for the session, so a phone that loses its signal reviews on.
 * Every rating is stored on the device first and synced in batches (lib/review-queue.ts).
 */
import type { FlashcardCard, FlashcardRating } from '@medsutra/contract/flashcards/api';
import { flashcardScreenText as text } from '@medsutra/contract/flashcards/screen';
import { paths } from '@medsutra/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { showToast } from '@/lib/toast';
import { flashcardKeys } from '../api/flashcard-keys';
import { dueFlashcardsQuery } from '../api/get-due-cards';
import { LoadFailedCard, LoadingCard } from '../components/load-states';
import { ReviewSession } from '../components/review-session';
import { SyncStatus } from '../components/sync-status';
import { useReviewQueue } from '../lib/use-review-queue';

export default function FlashcardReviewPage({ email }: { email: string }) {
  const [params] = useSearchParams();
  const deckId = params.get('deck');
  // Read afresh when the screen opens; offline, the list read last (on the decks page) serves.
  const due = useQuery({ ...dueFlashcardsQuery(), refetchOnMount: 'always' });
  const queryClient = useQueryClient();
  const queue = useReviewQueue(email);
  const { rate: store } = queue;
  const [opened] = useState(() => Date.now());

  const cards = useMemo(
    () => (due.data ? due.data.cards.filter((card) => !deckId || card.deckId === deckId) : []),
    [due.data, deckId],
  );
  const onRate = useCallback(
    (card: FlashcardCard, rating: FlashcardRating) => {
      store(card.id, rating).catch(() => showToast('error', text.syncFailed));
    },
    [store],
  );
  const more = useCallback(() => void queryClient.resetQueries({ queryKey: flashcardKeys.due }), [queryClient]);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-3 px-4 py-4 sm:py-6">
      {/* One short row: on a 740 px phone the card and its buttons need the height. */}
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">{text.reviewTitle}</h1>
        <ButtonLink to={paths.flashcards} variant="ghost" size="sm">
          {text.backToDecks}
        </ButtonLink>
      </div>
      <SyncStatus waiting={queue.waiting} last={queue.last} onSync={() => void queue.flush()} />
      {(due.isPending && due.fetchStatus !== 'paused') || (due.isFetching && due.dataUpdatedAt < opened) ? (
        <LoadingCard label={text.reviewLoading} minHeight="min-h-64" />
      ) : !due.data ? (
        <LoadFailedCard sentence={text.reviewFailed} onRetry={() => void due.refetch()} />
      ) : (
        <ReviewSession
          key={due.data.fetchedAt}
          cards={cards}
          fetchedAt={due.data.fetchedAt}
          onRate={onRate}
          onMore={more}
        />
      )}
    </div>
  );
}
