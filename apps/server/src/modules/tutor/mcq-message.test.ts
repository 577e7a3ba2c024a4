import { describe, expect, it } from 'vitest';
import { asksForException, parseMcqMessage } from './mcq-message.ts';

const OPTIONS = ['Pyridoxine', 'Thiamine', 'Cyanocobalamin', 'Folic acid'];

describe('reading a pasted multiple-choice question', () => {
  it.each([
    ['on one line after the stem', 'Which vitamin first? A. Pyridoxine B. Thiamine C. Cyanocobalamin D. Folic acid'],
    ['one a line, lettered', 'Which vitamin first?\nA) Pyridoxine\nB) Thiamine\nC) Cyanocobalamin\nD) Folic acid'],
    [
      'one a line, in brackets',
      'Which vitamin first?\n(a) Pyridoxine\n(b) Thiamine\n(c) Cyanocobalamin\n(d) Folic acid',
    ],
    ['one a line, numbered', 'Which vitamin first?\n1. Pyridoxine\n2. Thiamine\n3. Cyanocobalamin\n4. Folic acid'],
    ['after "Options:"', 'Which vitamin first?\nOptions: A) Pyridoxine B) Thiamine C) Cyanocobalamin D) Folic acid'],
  ])('reads options set %s', (_, text) => {
    expect(parseMcqMessage(text)).toEqual({ stem: 'Which vitamin first?', options: OPTIONS });
  });

  it('does not take a stem that starts "A 45-year-old" for an option', () => {
    const parsed = parseMcqMessage(
      'A 45-year-old alcoholic is confused. Which vitamin first? A. Pyridoxine B. Thiamine C. Cyanocobalamin D. Folic acid',
    );
    expect(parsed?.stem).toBe('A 45-year-old alcoholic is confused. Which vitamin first?');
    expect(parsed?.options).toEqual(OPTIONS);
  });

  it('finds no options in a plain question or in fewer than four', () => {
    expect(parseMcqMessage('What is the first-line treatment of DKA?')).toBeNull();
    expect(parseMcqMessage('Which is better? A. Saline B. Insulin')).toBeNull();
  });

  it('knows a question that asks for the exception', () => {
    expect(asksForException('All of the following are true EXCEPT')).toBe(true);
    expect(asksForException('Which of these is NOT a feature?')).toBe(true);
    expect(asksForException('Which vitamin should be given first?')).toBe(false);
  });
});
