/**
 * The review screen's keys on a desktop: Space shows the answer (and, once shown, rates Good as
 * in Anki), 1–4 rate Again, Hard, Good, Easy. Keys typed into a field (editing a card) are left alone.
 */
import { type FlashcardRating, flashcardRatings } from '@medsutra/contract/flashcards/api';
import { useEffect } from 'react';

export function useReviewKeys(options: {
  enabled: boolean;
  revealed: boolean;
  reveal: () => void;
  rate: (rating: FlashcardRating) => void;
}) {
  const { enabled, revealed, reveal, rate } = options;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.key === ' ' || event.code === 'Space') {
        // A focused button would also take the space as a click: one action only.
        event.preventDefault();
        if (revealed) rate('good');
        else reveal();
        return;
      }
      const rating = flashcardRatings[Number(event.key) - 1];
      if (revealed && rating && /^[1-4]$/.test(event.key)) {
        event.preventDefault();
        rate(rating);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, revealed, reveal, rate]);
}
