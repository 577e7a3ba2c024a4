/** The documentation hub, the help guide, the FAQ overlay and the blog's metadata in a real browser. */
import { documentationMessages } from '@medsutra/contract/documentation/api';
import { HELP_BUTTON_LABEL } from '@medsutra/contract/help/button-label';
import { FAQ_QUICK_LINKS } from '@medsutra/contract/help/content';
import { helpMessages } from '@medsutra/contract/help/messages';
import { PREDICTION_BLOG_KEYWORDS } from '@medsutra/contract/site/seo-extras';
import { describe, expect, it } from 'vitest';
import { seededSuite } from './helpers/seeded-suite.ts';

// The hub's Initialize and Refresh are an admin's; a student reads (the server test checks the 403).
const suite = seededSuite({ role: 'admin' });

describe('the documentation hub', () => {
  it('starts empty, initializes, groups by provider, filters by tab, searches and opens an item', async () => {
    const { context, page } = await suite.signedIn();
    await page.goto(`${suite.url}/api-documentation`);

    await page.getByRole('heading', { name: documentationMessages.emptyTitle }).waitFor();
    await page.getByText(documentationMessages.emptyStart).waitFor();
    await page.getByRole('button', { name: documentationMessages.initializeDocumentation }).click();
    await page.getByText(documentationMessages.initialized).waitFor();

    const openai = page.getByRole('heading', { level: 2, name: /^OpenAI \(\d+\)$/ });
    const chatbase = page.getByRole('heading', { level: 2, name: /^Chatbase \(\d+\)$/ });
    await openai.waitFor();
    await chatbase.waitFor();

    await page.getByRole('button', { name: 'Chatbase', exact: true }).click();
    await openai.waitFor({ state: 'detached' });
    expect(await chatbase.isVisible()).toBe(true);
    await page.getByRole('button', { name: documentationMessages.tabAll, exact: true }).click();
    await openai.waitFor();

    const search = page.getByRole('searchbox', { name: documentationMessages.searchLabel });
    await search.fill('webho');
    await page.getByRole('heading', { level: 2, name: 'Chatbase (1)' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Webhooks' }).waitFor();
    await search.fill('zzqqxx');
    await page.getByText(documentationMessages.emptySearch).waitFor();
    expect(await page.getByRole('button', { name: documentationMessages.initializeDocumentation }).count()).toBe(0);
    await search.fill('');
    await openai.waitFor();

    await page.getByRole('button', { name: `${documentationMessages.viewDocumentation}: Chat completions` }).click();
    await page.getByRole('heading', { level: 1, name: 'Chat completions' }).waitFor();
    await page.getByText(documentationMessages.views(1)).waitFor();
    expect(await page.locator('article script').count()).toBe(0);
    await page.getByRole('button', { name: documentationMessages.backToList }).click();
    await openai.waitFor();

    await page.getByRole('button', { name: documentationMessages.refresh, exact: true }).click();
    await page.getByText(documentationMessages.refreshed).waitFor({ timeout: 30_000 });
    await context.close();
  });

  it("shows 'Error: Failed to load documentation' when an item cannot be loaded", async () => {
    const { context, page } = await suite.signedIn();
    await page.route('**/api/documentation/openai-models', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto(`${suite.url}/api-documentation`);
    await page.getByRole('button', { name: `${documentationMessages.viewDocumentation}: Models` }).click();
    await page.getByText(documentationMessages.detailFailed).waitFor();
    await context.close();
  });
});

describe('the help guide', () => {
  it('opens sections and questions independently, renders bold and adds buttons to the screens named', async () => {
    const { context, page } = await suite.signedIn();
    await page.goto(`${suite.url}/app-help-guide`);
    await page.getByRole('heading', { level: 1, name: helpMessages.title }).waitFor();
    expect(await page.getByRole('link', { name: helpMessages.back }).getAttribute('href')).toBe('/user-profile');

    await page.getByRole('button', { name: /Account, devices and privacy/ }).click();
    await page.getByRole('button', { name: 'Why do I see “Device limit reached”?' }).click();
    await page.getByRole('button', { name: 'How long do I stay signed in?' }).click();
    const deviceAnswer = page.getByRole('region', { name: 'Why do I see “Device limit reached”?' });
    await deviceAnswer.waitFor();
    await page.getByRole('region', { name: 'How long do I stay signed in?' }).waitFor();
    expect(await deviceAnswer.locator('strong', { hasText: 'at most 2 devices' }).count()).toBe(1);
    expect(await deviceAnswer.getByText('**').count()).toBe(0);
    expect(await deviceAnswer.getByRole('link', { name: 'Go to Manage Devices' }).getAttribute('href')).toBe(
      '/manage-devices',
    );
    const maxHeight = await deviceAnswer
      .locator('[tabindex="0"]')
      .evaluate((element) => getComputedStyle(element).maxHeight);
    expect(maxHeight).toBe('384px');

    await page.getByRole('searchbox', { name: helpMessages.searchLabel }).fill('device');
    // The question is open in its section above, and the search lists it again.
    await page.getByRole('heading', { level: 3, name: 'Why do I see “Device limit reached”?' }).nth(1).waitFor();
    await context.close();
  });
});

describe('the FAQ overlay', () => {
  it('opens from the help button with a quick link to every listed route, and closes on navigation', async () => {
    const { context, page } = await suite.signedIn();
    await page.goto(`${suite.url}/dashboard`);
    await page.getByRole('button', { name: HELP_BUTTON_LABEL }).click();
    const dialog = page.getByRole('dialog', { name: helpMessages.overlayTitle });
    await dialog.waitFor();
    const quickLinks = dialog.getByRole('navigation', { name: helpMessages.quickLinks }).getByRole('link');
    expect(await quickLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      FAQ_QUICK_LINKS.map((link) => link.to),
    );
    await dialog.getByRole('link', { name: 'Revision List' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${suite.url}/dashboard?autoOpenRevisionDropdown=true`);
    await context.close();
  });
});

it('sends the prediction blog with keywords, social tags and an Article, before any JavaScript runs', async () => {
  const html = await (await fetch(`${suite.url}/neet-pg-prediction-blog`)).text();
  expect(html).toContain(`<meta name="keywords" content="${PREDICTION_BLOG_KEYWORDS}"`);
  expect(html).toContain('<meta property="og:title" content="NEET PG topic prediction | MedSutra"');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
  expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Article"/);
});
