// @vitest-environment happy-dom
import { type InsightsReply, insightsReplySchema } from '@medsutra/contract/insights/api';
import { INSIGHTS_BALANCE_WEEKS, insightsApiPath, insightsMessages } from '@medsutra/contract/insights/screen';
import { librarySubtopicPage } from '@medsutra/contract/routes';
import { screen, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithApp, server } from '@/test/render';
import InsightsPage from './insights-page';

const EMAIL = 'asha@example.com';

/** The server always sends INSIGHTS_BALANCE_WEEKS weeks, ending with this one (Monday 23 November). */
const weeks = (xp: number, coins: number) =>
  Array.from({ length: INSIGHTS_BALANCE_WEEKS }, (_, index) => ({
    weekStart: new Date(Date.UTC(2026, 10, 23 - 7 * (INSIGHTS_BALANCE_WEEKS - 1 - index))).toISOString().slice(0, 10),
    xp: index === INSIGHTS_BALANCE_WEEKS - 1 ? xp : 0,
    coins: index === INSIGHTS_BALANCE_WEEKS - 1 ? coins : 50,
  }));

/** A student with no study yet: the reply the server sends on her first day. */
const NOTHING_YET: InsightsReply = insightsReplySchema.parse({
  success: true,
  today: '2026-11-28',
  activity: { from: '2025-11-29', to: '2026-11-28', days: [], activeDays: 0, currentStreak: 0, longestStreak: 0 },
  balances: { weeks: weeks(0, 50), xp: 0, coins: 50 },
  practice: { answers: 0, correct: 0, accuracy: null },
  subjects: [],
  revision: { total: 120, revised: 0, due: 0, overdue: 0 },
  strongest: [],
  weakest: [],
  next: [],
  share: {
    name: 'Asha Rao',
    level: 1,
    xp: 0,
    streakDays: 0,
    activeDays: 0,
    subtopicsRevised: 0,
    subtopicsTotal: 120,
    accuracy: null,
  },
});

const STUDYING: InsightsReply = insightsReplySchema.parse({
  ...NOTHING_YET,
  activity: {
    ...NOTHING_YET.activity,
    days: [
      { day: '2026-11-27', total: 12, mcq: 10, revision: 2, tutor: 0, other: 0 },
      { day: '2026-11-28', total: 5, mcq: 5, revision: 0, tutor: 0, other: 0 },
    ],
    activeDays: 2,
    currentStreak: 2,
    longestStreak: 2,
  },
  balances: { weeks: weeks(140, 230), xp: 140, coins: 230 },
  practice: { answers: 1250, correct: 900, accuracy: 72 },
  revision: { total: 120, revised: 9, due: 2, overdue: 1 },
  strongest: [
    { subtopicId: 'physiology.ecg', name: 'Electrocardiogram', subjectName: 'Physiology', answers: 8, accuracy: 88 },
  ],
  weakest: [
    { subtopicId: 'medicine.mi', name: 'Myocardial infarction', subjectName: 'Medicine', answers: 6, accuracy: 33 },
  ],
  next: [
    {
      kind: 'revise',
      title: 'Myocardial infarction',
      detail: 'Due for revision today',
      href: librarySubtopicPage('medicine.mi'),
    },
  ],
  share: { ...NOTHING_YET.share, level: 3, xp: 140, streakDays: 2, activeDays: 2, subtopicsRevised: 9, accuracy: 72 },
});

/** The value under one of the four figures at the top (the share card repeats some labels). */
const figure = (label: string) => screen.getAllByText(label)[0]?.nextSibling?.textContent;

const answer = (reply: InsightsReply) => http.get(insightsApiPath(EMAIL), () => HttpResponse.json(reply));

describe('the insights page', () => {
  it('shows a loading status until the picture arrives', async () => {
    server.use(
      http.get(insightsApiPath(EMAIL), async () => {
        await delay(50);
        return HttpResponse.json(STUDYING);
      }),
    );
    renderWithApp(<InsightsPage email={EMAIL} />);
    expect(screen.getByRole('status').textContent).toBe(insightsMessages.title);
    expect(await screen.findByText('1,250 answers')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('on the first day, says there is no activity yet and offers MCQs, with empty rankings', async () => {
    server.use(answer(NOTHING_YET));
    renderWithApp(<InsightsPage email={EMAIL} />);
    expect(await screen.findByText(insightsMessages.nothingYet)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Practise MCQs' }).getAttribute('href')).toBe('/mcqsolving');
    expect(figure('MCQ accuracy')).toBe('–');
    expect(screen.getByText('Answer at least 5 MCQs in a subtopic to rank it.')).toBeTruthy();
    expect(screen.getByText('Nothing weak yet: practise more subtopics to compare them.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the figures, what to study next and the ranked subtopics, each linking to its page', async () => {
    server.use(answer(STUDYING));
    renderWithApp(<InsightsPage email={EMAIL} />);
    expect(await screen.findByText('1,250 answers')).toBeTruthy();
    expect(figure('MCQ accuracy')).toBe('72%');
    expect(figure('Revised')).toBe('9/120');
    expect(figure('Streak')).toBe('2 days');
    expect(figure('Active days')).toBe('2');
    expect(screen.queryByText(insightsMessages.nothingYet)).toBeNull();

    const next = within(screen.getByTestId('next-steps'));
    expect(next.getByText('Due for revision today')).toBeTruthy();
    expect(next.getByRole('link', { name: 'Revise now' }).getAttribute('href')).toBe(
      librarySubtopicPage('medicine.mi'),
    );

    const weakest = within(screen.getByTestId('weakest'));
    expect(weakest.getByRole('link', { name: 'Myocardial infarction' }).getAttribute('href')).toBe(
      librarySubtopicPage('medicine.mi'),
    );
    expect(weakest.getByText('Medicine · 33% of 6 answers')).toBeTruthy();
    expect(within(screen.getByTestId('strongest')).getByText('Physiology · 88% of 8 answers')).toBeTruthy();

    // The share card holds no coin balance.
    const share = screen.getByTestId('share-card');
    expect(share.textContent).toContain('Asha Rao');
    expect(share.textContent).not.toContain('230');
    expect(screen.getByRole('button', { name: insightsMessages.shareTitle })).toBeTruthy();
  });

  it("says whose insights these are when the server refuses another student's address", async () => {
    server.use(
      http.get(insightsApiPath(EMAIL), () =>
        HttpResponse.json({ success: false, error: 'forbidden', message: insightsMessages.notYours }, { status: 403 }),
      ),
    );
    renderWithApp(<InsightsPage email={EMAIL} />);
    expect((await screen.findByRole('alert')).textContent).toBe(insightsMessages.notYours);
  });

  it('says the insights could not be loaded when the network fails', async () => {
    server.use(http.get(insightsApiPath(EMAIL), () => HttpResponse.error()));
    renderWithApp(<InsightsPage email={EMAIL} />);
    expect((await screen.findByRole('alert')).textContent).toBe(insightsMessages.loadFailed);
  });
});
