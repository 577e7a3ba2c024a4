// @vitest-environment happy-dom
import type { TestReviewQuestion, TestReviewReply } from '@medsutra/contract/mcq/tests-api';
import { mcqTestPaths } from '@medsutra/contract/mcq/tests-paths';
import { testScreenText } from '@medsutra/contract/mcq/tests-screen';
import { librarySubtopicPage } from '@medsutra/contract/routes';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp, server } from '@/test/render';
import { plainSingleQuestion } from '../lib/plain-question-fixture';
import TestReview from './test-review';

const text = testScreenText.review;

function question(position: number, overrides: Partial<TestReviewQuestion>): TestReviewQuestion {
  return {
    id: `q${position}`,
    ...plainSingleQuestion,
    stem: `Stem of question ${position}`,
    options: ['a', 'b', 'c', 'd'].map((id) => ({ id: `${id}${position}`, text: `Option ${id} of ${position}` })),
    subjectId: 'physiology',
    difficulty: 'medium',
    part: 1,
    position,
    subjectName: 'Physiology',
    subtopicId: 'physiology.ecg',
    subtopicName: 'Electrocardiogram',
    chosenOptionId: null,
    keyOptionId: `a${position}`,
    outcome: 'unanswered',
    explanation: `Why question ${position} is keyed so`,
    optionExplanations: null,
    seconds: null,
    bookmarked: false,
    ...overrides,
  } as TestReviewQuestion;
}

const REVIEW: TestReviewReply = {
  testId: 't1',
  name: 'Custom test',
  submittedAt: '2026-11-27T10:00:00Z',
  questions: [
    question(1, {
      outcome: 'correct',
      chosenOptionId: 'a1',
      seconds: 42,
      optionExplanations: ['Right: a', 'Wrong: b', 'Wrong: c', 'Wrong: d'],
    }),
    question(2, {
      outcome: 'wrong',
      chosenOptionId: 'b2',
      subjectId: 'medicine',
      subjectName: 'Medicine',
      subtopicId: 'medicine.mi',
      subtopicName: 'Myocardial infarction',
      seconds: 75,
    }),
    question(3, { bookmarked: true, subtopicId: 'physiology.cardiac-cycle', subtopicName: 'Cardiac cycle' }),
    question(4, {
      format: 'statements',
      stem: 'Which statements are true?',
      statements: ['First statement', 'Second statement'],
    } as Partial<TestReviewQuestion>),
  ],
};

beforeEach(() => {
  server.use(http.get(mcqTestPaths.review, () => HttpResponse.json(REVIEW)));
});

const items = () => screen.getAllByTestId('review-question');

describe('a test’s review', () => {
  it('shows every question with your answer, the key, the explanations and the time spent', async () => {
    renderWithApp(<TestReview testId="t1" />);
    await screen.findByText(text.showing(4, 4));
    expect(items()).toHaveLength(4);
    const first = within(items()[0]!);
    expect(first.getByText(text.outcome.correct)).toBeTruthy();
    expect(first.getByText(text.timeSpent(42))).toBeTruthy();
    expect(first.getByText('Right: a')).toBeTruthy();
    expect(first.getByText('Wrong: d')).toBeTruthy();
    expect(first.getByText(text.key)).toBeTruthy();
    expect(first.getByText(text.yourAnswer)).toBeTruthy();
    const second = within(items()[1]!);
    expect(second.getByText(text.timeSpent(75))).toBeTruthy();
    expect(text.timeSpent(75)).toBe('1 min 15 s on it');
    expect(second.getByText('Why question 2 is keyed so')).toBeTruthy();
    // The statements format renders its list in the review too.
    expect(within(items()[3]!).getByText('Second statement')).toBeTruthy();
    expect(within(items()[3]!).getByText(text.notAnswered)).toBeTruthy();
  });

  it('filters wrong answers and offers their subtopics to revise; bookmarks and subjects filter too', async () => {
    renderWithApp(<TestReview testId="t1" />);
    await screen.findByText(text.showing(4, 4));
    fireEvent.click(screen.getByRole('button', { name: `${text.filter.wrong} (1)` }));
    expect(items()).toHaveLength(1);
    expect(items()[0]!.textContent).toContain('Stem of question 2');
    const revise = within(screen.getByTestId('revise-these'));
    expect(revise.getByRole('link', { name: text.revise('Myocardial infarction') }).getAttribute('href')).toBe(
      librarySubtopicPage('medicine.mi'),
    );
    expect(revise.getByRole('link', { name: text.practiseThese }).getAttribute('href')).toBe(
      '/mcqsolving?subtopics=medicine.mi',
    );

    fireEvent.click(screen.getByRole('button', { name: `${text.filter.bookmarked} (1)` }));
    expect(items().map((item) => item.textContent?.includes('Stem of question 3'))).toEqual([true]);

    fireEvent.click(screen.getByRole('button', { name: `${text.filter.unanswered} (2)` }));
    fireEvent.change(screen.getByRole('combobox', { name: text.subject }), { target: { value: 'medicine' } });
    expect(screen.queryAllByTestId('review-question')).toHaveLength(0);
    expect(screen.getByText(text.none)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `${text.filter.all} (1)` }));
    expect(items()).toHaveLength(1);
  });
});
