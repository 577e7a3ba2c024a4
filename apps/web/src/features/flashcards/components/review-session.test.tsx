// @vitest-environment happy-dom
import type { FlashcardCard, FlashcardRating } from '@medsutra/contract/flashcards/api';
import { flashcardScreenText as text } from '@medsutra/contract/flashcards/screen';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ReviewSession } from './review-session';

const fetchedAt = Date.parse('2026-11-28T10:00:00Z');
const at = (ms: number) => new Date(fetchedAt + ms).toISOString();
const MIN = 60_000;
const DAY = 86_400_000;

const card = (n: number, over: Partial<FlashcardCard> = {}): FlashcardCard => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  deckId: 'deck',
  kind: 'basic',
  front: `Front ${n}`,
  back: `Back ${n}`,
  due: at(0),
  state: 'review',
  reps: 3,
  comesBack: { again: at(10 * MIN), hard: at(2 * DAY), good: at(5 * DAY), easy: at(12 * DAY) },
  ...over,
});

function renderSession(cards: FlashcardCard[]) {
  const rated: [string, FlashcardRating][] = [];
  renderWithApp(
    <ReviewSession cards={cards} fetchedAt={fetchedAt} onRate={(c, rating) => rated.push([c.id, rating])} />,
  );
  return rated;
}

describe('the review screen', () => {
  it('shows the front, then on "Show answer" the back and four ratings each with when the card comes back', async () => {
    const rated = renderSession([card(1), card(2)]);
    expect(screen.getByText('Front 1')).toBeTruthy();
    expect(screen.queryByText('Back 1')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Good/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: text.showAnswer }));
    expect(screen.getByText('Back 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Again, again in 10 min' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hard, again in 2 d' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Good, again in 5 d' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Easy, again in 12 d' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /^Hard/ }));
    expect(rated).toEqual([[card(1).id, 'hard']]);
    expect(screen.getByText('Front 2')).toBeTruthy();
    expect(screen.getByText(text.position(2, 2))).toBeTruthy();
  });

  it('takes Space to show the answer and 1–4 to rate, and ignores the digits before the answer shows', async () => {
    const rated = renderSession([card(1), card(2), card(3), card(4), card(5)]);
    await userEvent.keyboard('3');
    expect(rated).toEqual([]);
    const ratings: FlashcardRating[] = ['again', 'hard', 'good', 'easy'];
    for (const [i, key] of ['1', '2', '3', '4'].entries()) {
      expect(screen.getByText(`Front ${i + 1}`)).toBeTruthy();
      await userEvent.keyboard(' ');
      expect(screen.getByText(`Back ${i + 1}`)).toBeTruthy();
      await userEvent.keyboard(key);
      expect(rated.at(-1)).toEqual([card(i + 1).id, ratings[i]]);
    }
    // Space on a shown answer is Good, as in Anki.
    await userEvent.keyboard(' ');
    await userEvent.keyboard(' ');
    expect(rated.at(-1)).toEqual([card(5).id, 'good']);
    expect(rated).toHaveLength(5);
    expect(screen.getByText(text.sessionDone(5))).toBeTruthy();
  });

  it('rates a card Again on a left swipe and Good on a right swipe, once the answer shows', async () => {
    const rated = renderSession([card(1), card(2), card(3)]);
    const swipe = (dx: number) => {
      const target = document.querySelector('[data-card]') as HTMLElement;
      fireEvent.pointerDown(target, { pointerId: 1, pointerType: 'touch', clientX: 200, clientY: 300 });
      fireEvent.pointerMove(target, { pointerId: 1, pointerType: 'touch', clientX: 200 + dx, clientY: 305 });
      fireEvent.pointerUp(target, { pointerId: 1, pointerType: 'touch', clientX: 200 + dx, clientY: 305 });
    };
    swipe(-150);
    expect(rated).toEqual([]); // the answer was not shown yet
    await userEvent.keyboard(' ');
    swipe(-150);
    await userEvent.keyboard(' ');
    swipe(40); // too short: not a swipe
    swipe(150);
    expect(rated).toEqual([
      [card(1).id, 'again'],
      [card(2).id, 'good'],
    ]);
  });

  it('leaves keys typed into a field alone', async () => {
    const rated = [] as string[];
    renderWithApp(
      <>
        <input aria-label="note" />
        <ReviewSession cards={[card(1)]} fetchedAt={fetchedAt} onRate={(_, rating) => rated.push(rating)} />
      </>,
    );
    await userEvent.click(screen.getByLabelText('note'));
    await userEvent.keyboard(' 1');
    expect(screen.queryByText('Back 1')).toBeNull();
    expect(rated).toEqual([]);
  });
});
