/**
 * Swipe on a phone: once the answer shows, a horizontal drag of more than SWIPE_PX rates the card,
 * left Again, right Good. Returns the handlers for the card and how far it is dragged (to move it
 * under the finger). A mostly vertical drag is a scroll and is ignored.
 */
import type { FlashcardRating } from '@medsutra/contract/flashcards/api';
import { type PointerEvent, useRef, useState } from 'react';

const SWIPE_PX = 80;

export function useSwipe(enabled: boolean, rate: (rating: FlashcardRating) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const [dx, setDx] = useState(0);

  const end = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    setDx(0);
    if (!enabled || !from || from.id !== event.pointerId) return;
    const moveX = event.clientX - from.x;
    const moveY = event.clientY - from.y;
    if (Math.abs(moveX) < SWIPE_PX || Math.abs(moveX) < 2 * Math.abs(moveY)) return;
    rate(moveX < 0 ? 'again' : 'good');
  };

  return {
    dx: enabled ? dx : 0,
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        if (!enabled || event.pointerType === 'mouse') return;
        start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
      },
      onPointerMove: (event: PointerEvent) => {
        const from = start.current;
        if (from && from.id === event.pointerId) setDx(event.clientX - from.x);
      },
      onPointerUp: end,
      onPointerCancel: () => {
        start.current = null;
        setDx(0);
      },
    },
  };
}
