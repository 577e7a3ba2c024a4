// @vitest-environment happy-dom
import { profileApiPaths, profileMessages, profileReplySchema } from '@medsutra/contract/account/profile';
import { paymentMessages } from '@medsutra/contract/payments/messages';
import { paths } from '@medsutra/contract/routes';
import {
  caseGeneratorInputSchema,
  type ToolCatalogueReply,
  toolApiPaths,
  toolCatalogueReplySchema,
  toolRunListReplySchema,
  toolRunReplySchema,
  toolRunsPath,
} from '@medsutra/contract/tools/api';
import { generatedCaseOutputSchema } from '@medsutra/contract/tools/outputs';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { testProfile } from '@/test/profile';
import { renderWithApp, server } from '@/test/render';
import CaseGeneratorPage from './case-generator-page';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const EMAIL = 'asha@example.com';
const COST = 200;

const catalogue = (modelConfigured: boolean): ToolCatalogueReply =>
  toolCatalogueReplySchema.parse({
    success: true,
    modelConfigured,
    visionConfigured: false,
    tools: [
      {
        id: 'case-generator',
        name: 'Advanced case generator',
        route: '/case-generator',
        cost: modelConfigured ? COST : null,
        xp: modelConfigured ? 100 : 0,
        libraryVersion: false,
        planGate: 'advancedCaseGenerator',
        offline: 'Needs an AI model.',
        runnable: modelConfigured,
      },
    ],
  });

const topicBox = () => screen.getByRole('textbox', { name: 'Topic of the case' });

beforeEach(() => {
  vi.mocked(showToast).mockClear();
  server.use(
    http.get(toolRunsPath('case-generator'), () =>
      HttpResponse.json(toolRunListReplySchema.parse({ success: true, runs: [] })),
    ),
    http.get(profileApiPaths.profile, () =>
      HttpResponse.json(profileReplySchema.parse({ success: true, profile: testProfile(true) })),
    ),
  );
});

describe('the advanced case generator', () => {
  it('without a model, says nothing can be charged and never lets a case be asked for', async () => {
    server.use(http.get(toolApiPaths.catalogue, () => HttpResponse.json(catalogue(false))));
    renderWithApp(<CaseGeneratorPage email={EMAIL} />);
    expect(await screen.findByText(/none is configured on this server, so nothing can be charged/)).toBeTruthy();
    await userEvent.setup().type(topicBox(), 'Dengue with warning signs');
    expect(screen.getByRole('button', { name: 'Write the case (needs an AI model)' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('with a model, needs a topic before it will write, and sends the topic and the kind of case', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(toolApiPaths.catalogue, () => HttpResponse.json(catalogue(true))),
      http.post(toolRunsPath('case-generator'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          toolRunReplySchema.parse({
            success: true,
            runId: 'b6f1c2d3-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
            toolId: 'case-generator',
            status: 'finished',
            medCoinsDeducted: COST,
            xpAwarded: 100,
            output: generatedCaseOutputSchema.parse({
              caseId: 'c-1',
              title: 'Fever and falling platelets',
              area: 'ward',
              presentation: 'A 24-year-old with fever for four days and abdominal pain.',
              case: { diagnosis: 'Dengue with warning signs', management: ['Admit'], rubric: [], references: [] },
              model: 'test-model',
              label: 'Written by an AI model: verify it',
              sharedAt: null,
            }),
          }),
        );
      }),
    );
    renderWithApp(<CaseGeneratorPage email={EMAIL} />);
    const user = userEvent.setup();
    const write = await screen.findByRole('button', { name: 'Write the case (200 Med Coins)' });
    expect(write.hasAttribute('disabled')).toBe(true);
    await user.type(topicBox(), '   ');
    expect(write.hasAttribute('disabled')).toBe(true);
    await user.clear(topicBox());
    await user.type(topicBox(), 'Dengue with warning signs');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of case' }), 'Gastroenterology');
    await user.click(write);
    await user.click(await screen.findByRole('button', { name: profileMessages.confirmSpendYes(COST) }));
    expect(await screen.findByRole('heading', { name: 'Fever and falling platelets' })).toBeTruthy();
    expect(sent).toEqual([{ input: { topic: 'Dengue with warning signs', area: 'gastroenterology' } }]);
    expect(caseGeneratorInputSchema.safeParse((sent[0] as { input: unknown }).input).success).toBe(true);
    expect(screen.getByRole('button', { name: 'Share to Medstagram' })).toBeTruthy();
  });

  it("on a plan without it, shows the server's plan sentence with the way to the plans", async () => {
    const sentence = paymentMessages.featureNeedsPlan('advancedCaseGenerator');
    server.use(
      http.get(toolApiPaths.catalogue, () => HttpResponse.json(catalogue(true))),
      http.post(toolRunsPath('case-generator'), () =>
        HttpResponse.json(
          { success: false, error: 'plan_required', message: sentence, feature: 'advancedCaseGenerator', plan: 'free' },
          { status: 403 },
        ),
      ),
    );
    renderWithApp(<CaseGeneratorPage email={EMAIL} />);
    const user = userEvent.setup();
    await user.type(topicBox(), 'Dengue with warning signs');
    await user.click(await screen.findByRole('button', { name: 'Write the case (200 Med Coins)' }));
    await user.click(await screen.findByRole('button', { name: profileMessages.confirmSpendYes(COST) }));
    expect(await screen.findByText(sentence)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(paths.pricing);
    await waitFor(() => expect(showToast).not.toHaveBeenCalled());
  });
});
