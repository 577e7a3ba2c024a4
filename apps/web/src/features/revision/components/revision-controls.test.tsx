// @vitest-environment happy-dom
import { type RevisionReviewReply, revisionMessages, revisionReviewsPath } from '@medsutra/contract/revision/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { renderWithApp, server } from '@/test/render';
import { daysFrom, RatingButtons } from './revision-controls';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const SUBTOPIC = 'medicine.cardiology.myocardial-infarction';
// 23 Nov 2026 in Asia/Kolkata; each instant is 09:30 IST on its day.
const TODAY = '2026-11-23';
const comesBack = {
  again: '2026-11-24T04:00:00.000Z',
  hard: '2026-11-25T04:00:00.000Z',
  good: '2026-11-26T04:00:00.000Z',
  easy: '2026-12-01T04:00:00.000Z',
};

beforeEach(() => vi.mocked(showToast).mockClear());

describe('the rating buttons', () => {
  it('count whole Asia/Kolkata days, late evening UTC being the next day there', () => {
    expect(daysFrom(TODAY, '2026-11-23T18:29:00.000Z')).toBe(0);
    expect(daysFrom(TODAY, '2026-11-23T18:31:00.000Z')).toBe(1);
  });

  it('say when each rating brings the subtopic back, and that a rating alone earns no XP', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(revisionReviewsPath(SUBTOPIC), async ({ request }) => {
        sent.push(await request.json());
        const reply: RevisionReviewReply = {
          success: true,
          subtopicId: SUBTOPIC,
          rating: 'good',
          xpAwarded: 0,
          nextDueAt: comesBack.good,
          reviewCount: 1,
          state: 'scheduled',
          completed: false,
          beforeExam: false,
          check: null,
        };
        return HttpResponse.json(reply);
      }),
    );
    renderWithApp(<RatingButtons subtopicId={SUBTOPIC} comesBack={comesBack} today={TODAY} />);
    expect(screen.getByTestId('comes-back-again').textContent).toBe('tomorrow');
    expect(screen.getByTestId('comes-back-hard').textContent).toBe('in 2 days');
    expect(screen.getByTestId('comes-back-good').textContent).toBe('in 3 days');
    expect(screen.getByTestId('comes-back-easy').textContent).toBe('in 8 days');
    await userEvent.click(screen.getByRole('button', { name: /Good/ }));
    await waitFor(() => expect(showToast).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ rating: 'good' });
    expect(vi.mocked(showToast).mock.calls[0]?.slice(0, 2)).toEqual(['info', revisionMessages.noXpRating]);
  });
});
