/**
 * The review queue on a page: the count of reviews waiting on this device, a flush when the page
 * opens, when the connection comes back and every RETRY_MS while some wait; after a flush that
 * sent something, the decks' due counts are read again. Pages get the device's queue; a test
 * gives its own through ReviewQueueProvider.
 */
import type { FlashcardRating } from '@medsutra/contract/flashcards/api';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { flashcardKeys } from '../api/flashcard-keys';
import { sendFlashcardReviews } from '../api/send-reviews';
import { createReviewQueue, deviceReviewStore, type FlushOutcome, type ReviewQueue } from './review-queue';

const RETRY_MS = 20_000;

let deviceQueue: ReviewQueue | null = null;
const theDeviceQueue = () => {
  deviceQueue ??= createReviewQueue(deviceReviewStore(), sendFlashcardReviews);
  return deviceQueue;
};

const QueueContext = createContext<ReviewQueue | null>(null);
export function ReviewQueueProvider({ queue, children }: { queue: ReviewQueue; children: ReactNode }) {
  return <QueueContext.Provider value={queue}>{children}</QueueContext.Provider>;
}

export function useReviewQueue(owner: string) {
  const queue = useContext(QueueContext) ?? theDeviceQueue();
  const queryClient = useQueryClient();
  const waiting = useSyncExternalStore(queue.subscribe, () => queue.waiting(owner));
  const [last, setLast] = useState<FlushOutcome | null>(null);

  const flush = useCallback(async () => {
    const outcome = await queue.flush(owner);
    if (outcome.sent > 0) {
      setLast(outcome);
      void queryClient.invalidateQueries({ queryKey: flashcardKeys.decks });
    } else if (outcome.error) setLast(outcome);
    return outcome;
  }, [queue, owner, queryClient]);

  useEffect(() => {
    void queue.recount(owner).then(() => flush());
    const online = () => void flush();
    window.addEventListener('online', online);
    const timer = window.setInterval(() => {
      if ((queue.waiting(owner) ?? 0) > 0) void flush();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', online);
      window.clearInterval(timer);
    };
  }, [queue, owner, flush]);

  /** Stores the rating on the device, then tries to send (offline, it waits for the connection). */
  const rate = useCallback(
    async (cardId: string, rating: FlashcardRating) => {
      await queue.add(owner, cardId, rating);
      if (navigator.onLine) void flush();
    },
    [queue, owner, flush],
  );

  return { waiting, rate, flush, last };
}
