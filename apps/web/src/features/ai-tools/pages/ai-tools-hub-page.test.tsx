// @vitest-environment happy-dom
import { aiToolXp } from '@medsutra/contract/economy/table';
import { COMING_SOON_LABEL } from '@medsutra/contract/feature-availability';
import { AI_TOOL_FEATURES } from '@medsutra/contract/features/table';
import { type ToolCatalogueReply, toolApiPaths, toolCatalogueReplySchema } from '@medsutra/contract/tools/api';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithApp, server } from '@/test/render';
import AiToolsHubPage from './ai-tools-hub-page';

/** The hub reads only whether a model is configured; the tools' own prices come from the table. */
const catalogue = (modelConfigured: boolean): ToolCatalogueReply =>
  toolCatalogueReplySchema.parse({ success: true, modelConfigured, visionConfigured: false, tools: [] });

const tool = (name: string) => {
  const feature = AI_TOOL_FEATURES.find((candidate) => candidate.name === name);
  if (!feature) throw new Error(`No AI tool ${name} in the feature table`);
  return feature;
};
/** A tool's card in the lists: its link when it is open, else the card itself. */
const card = (name: string) => {
  const item = screen.getAllByRole('listitem').find((li) => within(li).queryByText(name, { exact: true }));
  if (!item?.firstElementChild) throw new Error(`No card for ${name}`);
  return item.firstElementChild as HTMLElement;
};

describe('the AI tools hub', () => {
  it('lists every AI tool of the feature table; open ones link to their page, coming ones link nowhere', async () => {
    server.use(http.get(toolApiPaths.catalogue, () => HttpResponse.json(catalogue(true))));
    renderWithApp(<AiToolsHubPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('AI study tools');
    for (const feature of AI_TOOL_FEATURES) {
      const shown = card(feature.name);
      if (feature.available) {
        expect(shown.tagName).toBe('A');
        expect(shown.getAttribute('href')).toBe(feature.path);
      } else {
        expect(shown.closest('a')).toBeNull();
        expect(shown.textContent).toContain(COMING_SOON_LABEL);
      }
    }
    expect(screen.getAllByRole('link')).toHaveLength(AI_TOOL_FEATURES.filter((feature) => feature.available).length);
    await screen.findAllByText(/Med Coins a use/);
  });

  it('shows a placeholder for the prices until it knows whether this server has a model', async () => {
    server.use(
      http.get(toolApiPaths.catalogue, async () => {
        await delay(50);
        return HttpResponse.json(catalogue(true));
      }),
    );
    renderWithApp(<AiToolsHubPage />);
    expect(card('NeuroCase AI').textContent).toContain('…');
    expect(card('NeuroCase AI').textContent).not.toContain('Med Coins a use');
    // What costs nothing per use is known without asking.
    expect(card('AI tutor chat').textContent).toContain('No Med Coins per use');
    await screen.findAllByText(/Med Coins a use/);
    expect(card('NeuroCase AI').textContent).not.toContain('…');
  });

  it('says the prices could not be loaded when the catalogue fails, instead of waiting for ever', async () => {
    server.use(http.get(toolApiPaths.catalogue, () => HttpResponse.error()));
    renderWithApp(<AiToolsHubPage />);
    expect((await screen.findAllByText('Price not loaded: check your connection')).length).toBeGreaterThan(0);
    expect(card('NeuroCase AI').textContent).not.toContain('…');
    expect(card('AI tutor chat').textContent).toContain('No Med Coins per use');
  });

  it("with a model, shows the table's price of a use, the XP it earns and the plan it needs", async () => {
    server.use(http.get(toolApiPaths.catalogue, () => HttpResponse.json(catalogue(true))));
    renderWithApp(<AiToolsHubPage />);
    const neuro = tool('NeuroCase AI');
    await waitFor(() =>
      expect(card('NeuroCase AI').textContent).toContain(
        `${neuro.costCoins} Med Coins a use, earns ${aiToolXp(neuro.costCoins ?? 0)} XP`,
      ),
    );
    expect(card('NeuroCase AI').textContent).toContain('All plans');
    const research = tool('Research assistant');
    expect(card('Research assistant').textContent).toContain(
      `${research.costCoins} Med Coins a use, earns ${aiToolXp(research.costCoins ?? 0)} XP`,
    );
    expect(card('Research assistant').textContent).toContain('Premium and Premium Plus');
  });

  it('without a model, shows the library versions’ prices, and that tools needing a model are not sold', async () => {
    server.use(http.get(toolApiPaths.catalogue, () => HttpResponse.json(catalogue(false))));
    renderWithApp(<AiToolsHubPage />);
    // docs/decisions/122: a library version costs at most 20 Med Coins.
    expect(await screen.findAllByText('20 Med Coins a use, library version, earns 10 XP')).not.toHaveLength(0);
    expect(card('NeuroCase AI').textContent).toContain('20 Med Coins a use, library version');
    expect(card('Research assistant').textContent).toContain('Needs an AI model: not sold on this server');
    expect(card('Advanced case generator').textContent).toContain('Needs an AI model: not sold on this server');
    expect(card('Study planner').textContent).toContain('Free formula plan (no AI model on this server)');
  });
});
