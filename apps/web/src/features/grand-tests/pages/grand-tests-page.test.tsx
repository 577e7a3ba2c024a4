// @vitest-environment happy-dom
import type {
  GrandTestAttemptReply,
  GrandTestLeaderboard,
  GrandTestListReply,
  GrandTestResult,
  GrandTestSummary,
} from '@medsutra/contract/grand-tests/api';
import {
  GRAND_TEST_HIDDEN_NAME,
  grandTestAttemptsPath,
  grandTestLeaderboardPath,
  grandTestPaths,
  grandTestReminderPath,
  grandTestResultPath,
} from '@medsutra/contract/grand-tests/paths';
import { grandTestScreenText as text } from '@medsutra/contract/grand-tests/screen';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp, server } from '@/test/render';
import GrandTestResultPage from './grand-test-result-page';
import GrandTestsPage from './grand-tests-page';

const now = Date.now();
const iso = (offsetMinutes: number) => new Date(now + offsetMinutes * 60_000).toISOString();
const test = (over: Partial<GrandTestSummary>): GrandTestSummary => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Sunday grand test',
  pattern: 'neet-pg',
  opensAt: iso(-60),
  closesAt: iso(150),
  state: 'open',
  questions: 200,
  minutes: 210,
  reminder: false,
  myAttempt: null,
  ...over,
});

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

describe('the Grand tests page', () => {
  it('lists the open test with its time left, starts it on the test screen, and toggles an upcoming test’s reminder', async () => {
    const open = test({});
    const upcoming = test({
      id: '00000000-0000-4000-8000-000000000002',
      title: 'INICET mock',
      pattern: 'inicet',
      state: 'upcoming',
      opensAt: iso(60 * 24 * 2 + 30),
      closesAt: iso(60 * 24 * 3),
    });
    const past = test({
      id: '00000000-0000-4000-8000-000000000003',
      title: 'Last week',
      state: 'closed',
      opensAt: iso(-60 * 24 * 7),
      closesAt: iso(-60 * 24 * 6),
      myAttempt: { id: 'a3', state: 'submitted', score: 512 },
    });
    let reminderBody: unknown = null;
    server.use(
      http.get(grandTestPaths.list, () =>
        HttpResponse.json({
          tests: [past, open, upcoming],
          serverNow: new Date(now).toISOString(),
        } satisfies GrandTestListReply),
      ),
      http.post(grandTestAttemptsPath(open.id), () =>
        HttpResponse.json({
          attemptId: '00000000-0000-4000-8000-0000000000aa',
          grandTestId: open.id,
          questions: [],
          deadline: iso(150),
          serverNow: iso(0),
          openPart: null,
        } satisfies GrandTestAttemptReply),
      ),
      http.put(grandTestReminderPath(upcoming.id), async ({ request }) => {
        reminderBody = await request.json();
        return HttpResponse.json({ reminder: true });
      }),
    );
    renderWithApp(
      <Routes>
        <Route path="/grand-tests" element={<GrandTestsPage />} />
        <Route path="/test" element={<Where />} />
      </Routes>,
      { path: '/grand-tests' },
    );
    const openSection = await screen.findByRole('region', { name: text.openNow });
    expect(within(openSection).getByText('Sunday grand test')).toBeTruthy();
    expect(within(openSection).getByText(/^Window closes in 2 h (29|30) min$/)).toBeTruthy();
    const upcomingSection = screen.getByRole('region', { name: text.upcoming });
    expect(within(upcomingSection).getByText(/^Opens in 2 d/)).toBeTruthy();
    const pastSection = screen.getByRole('region', { name: text.past });
    expect(within(pastSection).getByText(text.myScore(512))).toBeTruthy();
    expect(within(pastSection).getByRole('link', { name: text.viewResult }).getAttribute('href')).toBe(
      `/grand-tests/result?id=${past.id}`,
    );

    await userEvent.click(within(upcomingSection).getByRole('button', { name: text.remind }));
    expect(await within(upcomingSection).findByRole('button', { name: text.reminderOn })).toBeTruthy();
    expect(reminderBody).toEqual({ on: true });

    await userEvent.click(within(openSection).getByRole('button', { name: text.start }));
    expect(await screen.findByText(`at /test?id=00000000-0000-4000-8000-0000000000aa&grand=${open.id}`)).toBeTruthy();
  });
});

describe('a grand test’s result', () => {
  /** The result page for `result`, with its leaderboard answering `board`. */
  function showResult(result: GrandTestResult, board: GrandTestLeaderboard) {
    const id = result.grandTestId;
    server.use(
      http.get(grandTestResultPath(id), () => HttpResponse.json(result)),
      http.get(grandTestLeaderboardPath(id), () => HttpResponse.json(board)),
    );
    renderWithApp(
      <Routes>
        <Route path="/grand-tests/result" element={<GrandTestResultPage />} />
      </Routes>,
      { path: `/grand-tests/result?id=${id}` },
    );
  }

  it.each([
    [true, '00000000-0000-4000-8000-000000000002', `${text.percentileNotYet}${text.percentileNeeded(9)}`],
    [false, '00000000-0000-4000-8000-000000000003', `${text.percentileNotShown}${text.percentileTooFew(10)}`],
  ])('holds back the percentile under ten takers (provisional: %s), saying why', async (provisional, id, shown) => {
    const result: GrandTestResult = {
      grandTestId: id,
      title: 'Monday grand test',
      score: 400,
      maxScore: 800,
      correct: 100,
      wrong: 0,
      unanswered: 100,
      rank: 1,
      percentile: 0,
      takers: 1,
      provisional,
      closesAt: iso(provisional ? 120 : -120),
      topTenthAverage: 400,
      subjects: [],
      wrongBySubtopic: null,
      attemptId: 'a2',
    };
    showResult(result, {
      top: [{ rank: 1, name: 'asha_r', score: 400 }],
      me: { rank: 1, score: 400 },
      takers: 1,
      provisional,
    });
    expect(await screen.findByRole('heading', { name: 'Monday grand test' })).toBeTruthy();
    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement?.textContent;
    expect(figure(text.percentile)).toBe(`${text.percentile}${shown}`);
    expect(text.percentileNeeded(9)).toBe('once 9 more students submit');
  });

  it('shows the score, a provisional rank and percentile, subjects, the hidden key note and the leaderboard', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const result: GrandTestResult = {
      grandTestId: id,
      title: 'Sunday grand test',
      score: 400,
      maxScore: 800,
      correct: 100,
      wrong: 0,
      unanswered: 100,
      rank: 2,
      percentile: 25,
      takers: 12,
      provisional: true,
      closesAt: iso(120),
      topTenthAverage: 800,
      subjects: [{ subjectId: 'medicine', name: 'Medicine', score: 100, rank: 3, topTenthAverage: 100 }],
      wrongBySubtopic: null,
      attemptId: 'a1',
    };
    showResult(result, {
      top: [
        { rank: 1, name: 'asha_r', score: 800 },
        { rank: 2, name: GRAND_TEST_HIDDEN_NAME, score: 400 },
        { rank: 2, name: 'ravi_k', score: 400 },
      ],
      me: { rank: 2, score: 400 },
      takers: 4,
      provisional: true,
    });
    expect(await screen.findByRole('heading', { name: 'Sunday grand test' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^Provisional: more students may submit/);
    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement?.textContent;
    expect(figure(text.score)).toBe(`${text.score}400${text.outOf(800)}`);
    expect(figure(text.rank)).toBe(`${text.rank}#2${text.takers(12)}`);
    expect(figure(text.percentile)).toBe(`${text.percentile}25.0`);
    expect(screen.getByRole('row', { name: /Medicine/ }).textContent).toContain('#3');
    expect(screen.getByText(text.wrongLater)).toBeTruthy();
    expect(screen.queryByRole('link', { name: text.review })).toBeNull();
    const board = await screen.findByRole('list', { name: text.leaderboardTitle });
    expect(
      within(board)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#1asha_r800', `#2${GRAND_TEST_HIDDEN_NAME}400`, '#2ravi_k400']);
    expect(screen.getByText(`${text.me}: #2 · 400`)).toBeTruthy();
  });
});
