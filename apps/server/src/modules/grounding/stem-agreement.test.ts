/**
 * A passage that answers another question than the stem's (the opposite direction, the minor
 * criteria for a major one, the earliest sign for the defining one) speaks only weakly for an
 * option (option-weighing.ts, `stemAgreement`).
 */
import { describe, expect, it } from 'vitest';
import { stemAgreement } from './option-weighing.ts';

describe('stemAgreement', () => {
  it('keeps a sentence that answers what the stem asks', () => {
    expect(
      stemAgreement('A shift of the curve to the right is caused by', 'Raised 2,3-BPG shifts the curve to the right'),
    ).toBe(1);
    expect(stemAgreement('Which is a major Jones criterion?', 'Major: carditis, polyarthritis, chorea')).toBe(1);
  });

  it('weakens a sentence that holds the opposite of the stem’s word and not the word itself', () => {
    expect(
      stemAgreement('A shift to the right is caused by', 'Fetal haemoglobin’s curve lies to the left'),
    ).toBeLessThan(0.5);
    expect(stemAgreement('Which is a major Jones criterion?', 'Minor: fever, arthralgia')).toBeLessThan(0.5);
    expect(stemAgreement('Which causes a high anion gap acidosis?', 'Diarrhoea gives a normal anion gap')).toBeLessThan(
      0.5,
    );
  });

  it('weakens a sentence that does not say what defines a condition when the stem asks for it', () => {
    expect(
      stemAgreement('Which feature defines proliferative retinopathy?', 'Microaneurysms are the earliest sign'),
    ).toBe(0.5);
    expect(
      stemAgreement(
        'Which feature defines proliferative retinopathy?',
        'Neovascularisation defines proliferative disease',
      ),
    ).toBe(1);
  });
});
