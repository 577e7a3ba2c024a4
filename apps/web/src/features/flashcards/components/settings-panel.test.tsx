// @vitest-environment happy-dom
import {
  flashcardForecastReplySchema,
  flashcardPaths,
  flashcardSettingsReplySchema,
} from '@medsutra/contract/flashcards/api';
import { flashcardScreenText as text } from '@medsutra/contract/flashcards/screen';
import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithApp, server } from '@/test/render';
import { SettingsPanel } from './settings-panel';

function answer(examDate: string | null, profileExamDate: string | null) {
  server.use(
    http.get(flashcardPaths.settings, () =>
      HttpResponse.json(
        flashcardSettingsReplySchema.parse({
          settings: { retention: 0.9, easyDays: [], examDate },
          profileExamDate,
        }),
      ),
    ),
    http.get(flashcardPaths.forecast, () =>
      HttpResponse.json(flashcardForecastReplySchema.parse({ retention: 0.9, days: [] })),
    ),
  );
}

describe('the flashcard settings’ exam date (decision 162)', () => {
  it('says the profile’s exam date is used while the cards have none of their own', async () => {
    answer(null, '2027-01-12');
    renderWithApp(<SettingsPanel />);
    const help = await screen.findByText(text.examDateHelp, { exact: false });
    expect(help.textContent).toContain(text.examDateFromProfile('2027-01-12'));
    // A date of the cards' own is what they keep: the field says no more of the profile's.
    fireEvent.change(screen.getByLabelText(text.examDate), { target: { value: '2027-03-01' } });
    expect(help.textContent).toBe(text.examDateHelp);
  });

  it('says nothing of the profile when it has no exam date', async () => {
    answer(null, null);
    renderWithApp(<SettingsPanel />);
    expect((await screen.findByText(text.examDateHelp, { exact: false })).textContent).toBe(text.examDateHelp);
  });
});
