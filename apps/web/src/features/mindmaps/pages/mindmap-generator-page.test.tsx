// @vitest-environment happy-dom

import { profileApiPaths, profileMessages } from '@medsutra/contract/account/profile';
import { mindmapApiPaths, mindmapListPath, mindmapMessages } from '@medsutra/contract/mindmaps/api';
import { mindmapScreenMessages } from '@medsutra/contract/mindmaps/messages';
import { type ToolCatalogueReply, toolApiPaths } from '@medsutra/contract/tools/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { balancesQueryKey } from '@/lib/balances';
import { showToast } from '@/lib/toast';
import { testProfile } from '@/test/profile';
import { queryClientWithBalance, renderWithApp, server } from '@/test/render';
import MindmapGeneratorPage from './mindmap-generator-page';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const EMAIL = 'asha@example.com';
/** No model on this server: the mindmap is the library version, 10 Med Coins. */
const COST = 10;
const GENERATE = mindmapScreenMessages.generate('10 Med Coins, library version');
const catalogue: ToolCatalogueReply = {
  success: true,
  modelConfigured: false,
  visionConfigured: false,
  tools: [
    {
      id: 'mindmap',
      name: 'Mindmap generator',
      route: '/mindmap-generator',
      cost: COST,
      xp: 5,
      libraryVersion: true,
      planGate: null,
      offline: 'From the library.',
      runnable: true,
    },
  ],
};

const withBalance = (coins: number) => queryClientWithBalance(EMAIL, coins);

beforeEach(() => {
  vi.mocked(showToast).mockClear();
  server.use(
    http.get(mindmapListPath(EMAIL), () => HttpResponse.json({ success: true, mindmaps: [] })),
    http.get(toolApiPaths.catalogue, () => HttpResponse.json(catalogue)),
    http.get(profileApiPaths.profile, () => HttpResponse.json({ success: true, profile: testProfile(true) })),
  );
});

describe('the mindmap generator form', () => {
  it('reads the shared balance and blocks generating below the cost, pointing to the coin store', async () => {
    renderWithApp(<MindmapGeneratorPage email={EMAIL} />, { queryClient: withBalance(COST - 1) });
    expect(await screen.findByText(mindmapMessages.insufficientCoinsInline(COST - 1, COST))).toBeTruthy();
    await userEvent.setup().type(screen.getByLabelText(mindmapScreenMessages.topicLabel), 'Heart failure');
    expect((await screen.findByRole('button', { name: GENERATE })).hasAttribute('disabled')).toBe(true);
  });

  it('sends the topic, then asks the header for new balances', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(mindmapApiPaths.generate, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          success: true,
          jobId: 'job-1',
          medCoinsDeducted: COST,
          xpAwarded: 5,
          expectedWait: 'about a minute',
        });
      }),
    );
    const queryClient = withBalance(500);
    renderWithApp(<MindmapGeneratorPage email={EMAIL} />, { queryClient });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(mindmapScreenMessages.topicLabel), 'Heart failure');
    await user.click(await screen.findByRole('button', { name: GENERATE }));
    await user.click(await screen.findByRole('button', { name: profileMessages.confirmSpendYes(COST) }));
    await waitFor(() => expect(sent).toEqual([{ topic: 'Heart failure', userEmail: EMAIL }]));
    await waitFor(() => expect(queryClient.getQueryState(balancesQueryKey(EMAIL))?.isInvalidated).toBe(true));
    expect(vi.mocked(showToast).mock.calls[0]?.[1]).toBe(mindmapMessages.generationStarted);
  });

  it("branches on the server's insufficient_coins code, not on its sentence", async () => {
    server.use(
      http.post(mindmapApiPaths.generate, () =>
        HttpResponse.json(
          {
            success: false,
            error: 'insufficient_coins',
            message: 'Reworded sentence.',
            description: 'You need more coins.',
            requestId: 'r1',
          },
          { status: 409 },
        ),
      ),
    );
    renderWithApp(<MindmapGeneratorPage email={EMAIL} />, { queryClient: withBalance(500) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(mindmapScreenMessages.topicLabel), 'Heart failure');
    await user.click(await screen.findByRole('button', { name: GENERATE }));
    await user.click(await screen.findByRole('button', { name: profileMessages.confirmSpendYes(COST) }));
    await waitFor(() =>
      expect(vi.mocked(showToast)).toHaveBeenCalledWith('error', mindmapMessages.insufficientCoins, {
        description: 'You need more coins.',
      }),
    );
  });
});
