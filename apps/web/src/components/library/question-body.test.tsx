// @vitest-environment happy-dom
import type { QuestionBody as Body } from '@medsutra/contract/library/question-body';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { plainSingleQuestion } from '@/features/mcq/lib/plain-question-fixture';
import { QuestionBody, questionFormatLabel } from './question-body';

afterEach(cleanup);

const single: Body = { ...plainSingleQuestion, stem: 'What is the heart rate?' };

describe('a question’s body in each format', () => {
  it('numbers the statements 1, 2, 3…', () => {
    render(<QuestionBody body={{ ...single, format: 'statements', statements: ['First', 'Second', 'Third'] }} />);
    const list = screen.getByRole('list', { name: 'Statements' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1.First', '2.Second', '3.Third']);
  });

  it('shows a match as List I lettered A–D beside List II numbered 1–4, with their titles', () => {
    render(
      <QuestionBody
        body={{
          ...single,
          format: 'match',
          match: { leftTitle: 'Drug', rightTitle: null, left: ['a', 'b', 'c', 'd'], right: ['w', 'x', 'y', 'z'] },
        }}
      />,
    );
    const listI = screen.getByRole('region', { name: 'List I' });
    expect(listI.textContent).toContain('Drug');
    expect(
      within(listI)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A.a', 'B.b', 'C.c', 'D.d']);
    const listII = screen.getByRole('region', { name: 'List II' });
    expect(
      within(listII)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1.w', '2.x', '3.y', '4.z']);
  });

  it('numbers a sequence’s steps, and labels an assertion and its reason', () => {
    render(<QuestionBody body={{ ...single, format: 'sequence', steps: ['s1', 's2', 's3', 's4'] }} />);
    expect(screen.getByRole('list', { name: 'Steps' }).textContent).toBe('1.s12.s23.s34.s4');
    cleanup();
    render(<QuestionBody body={{ ...single, format: 'assertion-reason', assertion: 'A says', reason: 'R says' }} />);
    expect(screen.getByText('Assertion (A)').nextSibling?.textContent).toBe('A says');
    expect(screen.getByText('Reason (R)').nextSibling?.textContent).toBe('R says');
  });

  it('shows a figure lazily, sized before it loads, with alt text and the figure’s URL', () => {
    render(
      <QuestionBody body={{ ...single, figure: { id: 'ecg.af', alt: 'A rhythm strip', width: 800, height: 240 } }} />,
    );
    const image = screen.getByRole('img', { name: 'A rhythm strip' });
    expect(image.getAttribute('src')).toBe('/figures/ecg.af.svg');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '240']);
  });

  it('names a format beside the heading, and says nothing for a plain single best answer', () => {
    expect(questionFormatLabel(single)).toBeNull();
    expect(questionFormatLabel({ format: 'match', figure: null })).toBe('Match the following');
    expect(questionFormatLabel({ format: 'single', figure: { id: 'x.y', alt: '', width: 1, height: 1 } })).toBe(
      'Image-based',
    );
  });
});
