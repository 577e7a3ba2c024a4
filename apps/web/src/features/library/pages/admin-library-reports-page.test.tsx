// @vitest-environment happy-dom
import {
  type LibraryAdminReportsReply,
  libraryAdminQuestionDifficultyPath,
  libraryAdminReportsReplySchema,
  libraryApiPaths,
} from '@medsutra/contract/library/api';
import { libraryScreenMessages as text } from '@medsutra/contract/library/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, server } from '@/test/render';
import AdminLibraryReportsPage from './admin-library-reports-page';

const REPORTS: LibraryAdminReportsReply = libraryAdminReportsReplySchema.parse({
  success: true,
  reports: [
    {
      id: '6c1d0f8e-1d2a-4b8e-9b7a-2a1f3c4d5e6f',
      itemKind: 'question',
      itemId: 'physiology.q1002',
      itemVersion: 'v1',
      itemChanged: false,
      item: { title: 'Which wave shows atrial depolarisation?', lines: ['✓ P wave', '✗ T wave'], references: [] },
      reason: 'wrong-answer',
      text: 'Item analysis of the question bank (30 students): difficulty 0.67 …',
      status: 'open',
      source: 'item-analysis',
      figures: {
        takers: 30,
        difficulty: 0.667,
        discrimination: -0.9,
        pointBiserial: -0.61,
        optionPicks: [0.667, 0.333, 0, 0],
        topThirdPicks: [0.1, 0.9, 0, 0],
        flagged: true,
        reasons: ['The top third picked option B more often than the key'],
        scope: 'bank',
        scopeTitle: 'the question bank',
        answerIndex: 0,
        label: 'easy',
        suggestedLabel: 'medium',
        fileLabel: null,
      },
      reporterName: 'Item analysis',
      createdAt: '2026-11-28T10:00:00Z',
      resolvedAt: null,
    },
  ],
});

/** The server's reply to setting or reverting the reported question's difficulty label. */
const difficultyReply = (message: string, difficulty: 'easy' | 'medium' | 'hard') =>
  HttpResponse.json({ success: true, message, questionId: 'physiology.q1002', difficulty });

/** The queue, and the reported question's figures panel once it shows. */
async function openFigures() {
  renderWithApp(<AdminLibraryReportsPage />);
  return screen.findByRole('region', { name: text.itemFiguresTitle('the question bank', 30) });
}

describe('the library-report queue', () => {
  it('shows the item analysis’s figures beside the question and sets its label from them', async () => {
    let sent: unknown = null;
    server.use(
      http.get(libraryApiPaths.adminReports, () => HttpResponse.json(REPORTS)),
      http.post(libraryAdminQuestionDifficultyPath('physiology.q1002'), async ({ request }) => {
        sent = await request.json();
        return difficultyReply('Labelled', 'medium');
      }),
    );
    const figures = await openFigures();
    expect(within(figures).getByText(text.itemDifficulty(0.667))).toBeTruthy();
    expect(within(figures).getByText(text.itemDiscrimination(-0.9))).toBeTruthy();
    expect(within(figures).getByText(text.itemPointBiserial(-0.61))).toBeTruthy();
    expect(within(figures).getByRole('row', { name: `A (${text.itemKey}) 67% / 10%` })).toBeTruthy();
    expect(within(figures).getByRole('row', { name: 'B 33% / 90%' })).toBeTruthy();
    expect(within(figures).getByText(text.itemLabel('easy', 'medium'))).toBeTruthy();
    // The suggestion is chosen already; the admin sets it.
    await userEvent.click(within(figures).getByRole('button', { name: text.itemSetLabel }));
    await vi.waitFor(() => expect(sent).toEqual({ difficulty: 'medium' }));
    // No correction stands over the file's label: nothing to undo is offered.
    expect(within(figures).queryByText(text.itemFileLabel('easy'))).toBeNull();
  });

  it("puts the library file's label back over an admin's correction", async () => {
    const corrected = structuredClone(REPORTS);
    corrected.reports[0]!.figures = { ...corrected.reports[0]!.figures!, label: 'hard', fileLabel: 'easy' };
    let reverted = false;
    server.use(
      http.get(libraryApiPaths.adminReports, () =>
        HttpResponse.json(reverted ? REPORTS : libraryAdminReportsReplySchema.parse(corrected)),
      ),
      http.delete(libraryAdminQuestionDifficultyPath('physiology.q1002'), () => {
        reverted = true;
        return difficultyReply('Back to easy', 'easy');
      }),
    );
    const figures = await openFigures();
    expect(within(figures).getByText(text.itemFileLabel('easy'))).toBeTruthy();
    await userEvent.click(within(figures).getByRole('button', { name: text.itemRevertLabel('easy') }));
    await vi.waitFor(() => expect(reverted).toBe(true));
    // The queue is read again: the correction is gone, and so is the button.
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: text.itemRevertLabel('easy') })).toBeNull());
    expect(await screen.findByText(text.itemLabel('easy', 'medium'))).toBeTruthy();
  });
});
