/**
 * Flashcards (`/flashcards`): the decks with their cards and due counts (library, "My mistakes",
 * the student's own), the backlog screen after a break, cards from the library, a deck of her own,
 * the schedule settings with the forecast, and Anki import and CSV export.
 */
import { flashcardScreenText as text } from '@medsutra/contract/flashcards/screen';
import { paths } from '@medsutra/contract/routes';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useFlashcardDecks } from '../api/get-decks';
import { BacklogPanel } from '../components/backlog-panel';
import { DeckList } from '../components/deck-list';
import { LibraryDeckForm } from '../components/library-deck-form';
import { LoadFailedCard, LoadingCard } from '../components/load-states';
import { NewDeckForm } from '../components/new-deck-form';
import { PageSection } from '../components/page-section';
import { SettingsPanel } from '../components/settings-panel';
import { SyncStatus } from '../components/sync-status';
import { TransferPanel } from '../components/transfer-panel';
import { useReviewQueue } from '../lib/use-review-queue';

function Decks({ openDeckId }: { openDeckId: string | null }) {
  const decks = useFlashcardDecks();
  if (decks.isPending) {
    return <LoadingCard label={text.loading} minHeight="min-h-32" />;
  }
  if (decks.isError) {
    return <LoadFailedCard sentence={text.loadFailed} onRetry={() => void decks.refetch()} />;
  }
  return <DeckList key={openDeckId} decks={decks.data.decks} openDeckId={openDeckId} />;
}

function ReviewButton() {
  const decks = useFlashcardDecks();
  const due = decks.data?.decks.reduce((sum, deck) => sum + deck.due, 0) ?? 0;
  return (
    <ButtonLink to={paths.flashcardsReview} aria-disabled={due === 0 || undefined} className="whitespace-nowrap">
      {decks.data ? text.reviewAll(due) : text.reviewTitle}
    </ButtonLink>
  );
}

export default function FlashcardsPage({ email }: { email: string }) {
  const queue = useReviewQueue(email);
  const [newDeckId, setNewDeckId] = useState<string | null>(null);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <PageHeader title={text.title} description={text.description} actions={<ReviewButton />} />
      <p className="-mt-4 text-sm text-muted">{text.xpRule}</p>
      <SyncStatus waiting={queue.waiting} last={queue.last} onSync={() => void queue.flush()} />
      <BacklogPanel />
      <section aria-labelledby="flashcard-decks" className="flex flex-col gap-3">
        <h2 id="flashcard-decks" className="text-lg font-semibold text-ink">
          {text.decksTitle}
        </h2>
        <Decks openDeckId={newDeckId} />
      </section>
      <PageSection title={text.libraryTitle}>
        <LibraryDeckForm />
      </PageSection>
      <PageSection title={text.newDeckTitle}>
        <NewDeckForm onCreated={(deck) => setNewDeckId(deck.id)} />
      </PageSection>
      <PageSection title={text.settingsTitle}>
        <SettingsPanel />
      </PageSection>
      <PageSection title={text.transferTitle}>
        <TransferPanel />
      </PageSection>
    </div>
  );
}
