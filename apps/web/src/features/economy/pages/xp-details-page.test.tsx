// @vitest-environment happy-dom
import { economyUiMessages } from '@medsutra/contract/economy/messages';
import { toolApiPaths } from '@medsutra/contract/tools/api';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { queryClientWithBalance, renderWithApp, server } from '@/test/render';
import { toolCatalogue } from '@/test/tool-catalogue';
import XpDetailsPage from './xp-details-page';

const EMAIL = 'asha@example.com';
const text = economyUiMessages.details;

const xpOf = async (tool: string) => {
  const name = await screen.findByText(tool);
  return name.parentElement?.lastElementChild?.textContent;
};

describe('the XP page’s AI tools', () => {
  it('states the library versions’ XP on a server without a model, and which tools need one', async () => {
    server.use(http.get(toolApiPaths.catalogue, () => HttpResponse.json(toolCatalogue(false))));
    renderWithApp(<XpDetailsPage email={EMAIL} />, { queryClient: queryClientWithBalance(EMAIL, 100) });
    expect(await screen.findByText(text.aiLibraryVersions)).toBeTruthy();
    expect(await xpOf('NeuroCase')).toBe('10 XP');
    expect(await xpOf('Mindmap generator')).toBe('5 XP');
    expect(await xpOf('Image analyser')).toBe(text.aiNotSold);
  });

  it('states half the model price with a model', async () => {
    server.use(http.get(toolApiPaths.catalogue, () => HttpResponse.json(toolCatalogue(true))));
    renderWithApp(<XpDetailsPage email={EMAIL} />, { queryClient: queryClientWithBalance(EMAIL, 100) });
    await screen.findAllByText('75 XP');
    expect(await xpOf('NeuroCase')).toBe('75 XP');
    expect(await xpOf('Image analyser')).toBe('25 XP');
    expect(screen.queryByText(text.aiLibraryVersions)).toBeNull();
  });
});
