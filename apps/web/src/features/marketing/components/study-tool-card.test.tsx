// @vitest-environment happy-dom
import { siteApiPaths } from '@medsutra/contract/site/api';
import { TOOL_OFFLINE, TUTOR_OFFLINE } from '@medsutra/contract/tools/offline';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithApp, server } from '@/test/render';
import { STUDY_TOOLS } from '../content/study-tools';
import { StudyToolCard } from './study-tool-card';

const company = (aiModelConfigured: boolean) =>
  server.use(
    http.get(siteApiPaths.company, () =>
      HttpResponse.json({
        success: true,
        company: { companyName: 'MedSutra', companyAddress: 'x', grievanceEmail: 'g@example.com', aiModelConfigured },
      }),
    ),
  );

const cards = (
  <ul>
    <StudyToolCard tool={STUDY_TOOLS.tutorChat} />
    <StudyToolCard tool={STUDY_TOOLS.gastroCase} />
    <StudyToolCard tool={STUDY_TOOLS.caseGenerator} />
  </ul>
);

describe('a feature card says what the tool does on the install in use', () => {
  it('without an AI model: the library version of each tool, its price as such, or that it needs a model', async () => {
    company(false);
    renderWithApp(cards);
    expect(await screen.findByText(TUTOR_OFFLINE)).toBeTruthy();
    expect(screen.getByText(TOOL_OFFLINE.gastroCase)).toBeTruthy();
    expect(screen.getByText('20 Med Coins a use, library version')).toBeTruthy();
    expect(screen.getByText(TOOL_OFFLINE.advancedCaseGenerator)).toBeTruthy();
    expect(screen.getByText('Needs an AI model')).toBeTruthy();
  });

  it('with a model: the summary and the model’s price, no library sentences', async () => {
    company(true);
    renderWithApp(cards);
    expect(await screen.findByText('150 Med Coins a use')).toBeTruthy();
    expect(screen.queryByText(TUTOR_OFFLINE)).toBeNull();
    expect(screen.queryByText(TOOL_OFFLINE.gastroCase)).toBeNull();
  });
});
