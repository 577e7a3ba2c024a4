// @vitest-environment happy-dom
import { flashcardPaths } from '@medsutra/contract/flashcards/api';
import { mcqAnalyticsPaths } from '@medsutra/contract/mcq/analytics-paths';
import { mcqApiPaths } from '@medsutra/contract/mcq/practice-screen';
import { revisionPaths } from '@medsutra/contract/revision/screen';
import { studyPlanPaths } from '@medsutra/contract/study-plans/paths';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, server } from '@/test/render';
import MorePage from './more-page';
import PracticeHubPage from './practice-hub-page';
import ReviseHubPage from './revise-hub-page';

vi.mock('@/features/auth/api/use-is-admin', () => ({ useIsAdmin: () => false }));

const hrefs = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

describe('the Practice tab', () => {
  it('lists practice, the mistakes deck with its due count, tests, grand tests and analysis', async () => {
    server.use(
      http.get(mcqApiPaths.mistakes, () => HttpResponse.json({ total: 7, due: 2, nextDue: null })),
      http.get(mcqAnalyticsPaths.weakSubtopics, () => HttpResponse.json({ subtopics: [{}, {}] })),
    );
    renderWithApp(<PracticeHubPage />);
    expect(await screen.findByText('2 mistakes due for review now')).toBeTruthy();
    expect(await screen.findByText('2 weak subtopics to practise')).toBeTruthy();
    expect(hrefs()).toEqual([
      '/mcqsolving',
      '/mcqsolving',
      '/flashcards',
      '/test',
      '/grand-tests',
      '/subject-analysis',
      '/user-analytics',
    ]);
    expect(screen.getByText(/with an all-India rank/)).toBeTruthy();
  });
});

describe('the Revise tab', () => {
  it('says how many subtopics and cards are due today and how far the latest plan is, linking to that plan', async () => {
    server.use(
      http.get(revisionPaths.smart, () =>
        HttpResponse.json({
          success: true,
          today: '2026-11-27',
          dueToday: [{}, {}, {}],
          thisWeek: [],
          startNext: [],
          weakSubjects: [],
          examDate: null,
        }),
      ),
      http.get(studyPlanPaths.plans, () =>
        HttpResponse.json({ success: true, plans: [{ id: 'p1', doneCount: 12, itemCount: 300 }] }),
      ),
      http.get(flashcardPaths.decks, () =>
        HttpResponse.json({
          decks: [
            { id: 'd1', name: 'From the library', kind: 'library', cards: 40, due: 9 },
            { id: 'd2', name: 'My mistakes', kind: 'mistakes', cards: 5, due: 3 },
          ],
        }),
      ),
    );
    renderWithApp(<ReviseHubPage />);
    expect(await screen.findByText('12 cards due today')).toBeTruthy();
    expect(await screen.findByText('3 subtopics due today')).toBeTruthy();
    expect(await screen.findByText('Your latest plan: 12 of 300 done')).toBeTruthy();
    expect(hrefs()).toEqual([
      '/smart-revision-tracker',
      '/flashcards',
      '/topic-tracker',
      '/study-plan/p1',
      '/formulastudyplanner',
      '/study-planner',
      '/library',
    ]);
  });
});

describe('the More tab', () => {
  it('keeps My notes, Medstagram and the profile one tap from the tabs', () => {
    renderWithApp(<MorePage />);
    expect(hrefs().slice(0, 3)).toEqual(['/my-notes', '/medstagram', '/user-profile']);
  });
});
