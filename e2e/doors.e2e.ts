/**
 * Every door leads somewhere: each tab, dashboard tile, tab page's row (Practice, Revise, More)
 * and drawer entry either opens a working page or says "coming soon" on the door itself, at a
 * phone's width and a laptop's. The feature table in the contract decides; this test checks what
 * a person actually sees.
 */
import { authOutcomeMessages } from '@medsutra/contract/auth/messages';
import { dashboardMessages } from '@medsutra/contract/dashboard/messages';
import { COMING_SOON_LABEL } from '@medsutra/contract/features/table';
import { messages } from '@medsutra/contract/messages';
import { comingSoonMessages, drawerMessages } from '@medsutra/contract/shell/messages';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './helpers/browser.ts';
import { seededSuite } from './helpers/seeded-suite.ts';

const suite = seededSuite();
const announcesSoon = (text: string) => /soon/i.test(text);

/** True when the page at that address is the shared "coming soon" placeholder. */
async function showsPlaceholder(page: Page, url: string): Promise<boolean> {
  await page.goto(url);
  await page.locator('main h1, main h2').first().waitFor();
  return (await page.getByText(comingSoonMessages.body, { exact: false }).count()) > 0;
}

async function doors(links: Locator): Promise<{ href: string; text: string }[]> {
  const found: { href: string; text: string }[] = [];
  for (const link of await links.all()) {
    found.push({ href: (await link.getAttribute('href')) ?? '', text: (await link.innerText()).replace(/\s+/g, ' ') });
  }
  return found;
}

const tabLabel = messages.shell.nav;
/** Home, Practice, Revise, AI tools and More on a phone; My notes and Medstagram join them from sm up (decision 118). */
const PHONE_TABS = [tabLabel.home, tabLabel.practice, tabLabel.revise, tabLabel.aiTools, tabLabel.more];
const LAPTOP_TABS = [
  tabLabel.home,
  tabLabel.practice,
  tabLabel.revise,
  tabLabel.aiTools,
  tabLabel.notes,
  tabLabel.medstagram,
  tabLabel.more,
];

/** Every door found at either width: its address and each label it was shown with. */
const found = new Map<string, Set<string>>();

describe.each([
  ['phone', PHONE, PHONE_TABS],
  ['laptop', DESKTOP, LAPTOP_TABS],
])('on a %s', (_name, viewport, tabNames) => {
  it('shows its tabs inside the screen, and finds every tab, dashboard tile and tab-page row', async () => {
    const { context, page } = await suite.signedIn();
    await page.setViewportSize(viewport);
    await page.goto(`${suite.url}/dashboard`);
    const nav = page.getByRole('navigation', { name: messages.shell.mainNav });
    const tabs = nav.getByRole('link');
    await tabs.first().waitFor();
    // The visible label: More carries a screen-reader hint after a colon.
    expect((await tabs.allInnerTexts()).map((label) => label.split(':')[0]?.trim())).toEqual(tabNames);
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(box, await tab.innerText()).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewport.width).toBe(true);
    }
    await page.getByRole('heading', { name: dashboardMessages.toolsTitle }).waitFor();
    const tiles = page.locator('section', { has: page.getByRole('heading', { name: dashboardMessages.toolsTitle }) });
    const all = [...(await doors(tabs)), ...(await doors(tiles.getByRole('link')))];
    expect(all.length).toBeGreaterThan(10);
    for (const hub of ['/practice', '/revise', '/more']) {
      await page.goto(`${suite.url}${hub}`);
      const rows = page.getByRole('main').getByRole('link');
      await rows.first().waitFor();
      all.push(...(await doors(rows)));
    }
    for (const door of all) found.set(door.href, (found.get(door.href) ?? new Set()).add(door.text));
    await context.close();
  });
});

// Whether an address shows the placeholder does not depend on the width, so each address found
// at either width is opened once, three at a time, and checked against every label it was shown
// with (a full page load each: ~50 of them one by one took over a minute per width on CI).
it('every door found that opens the "coming soon" placeholder says so on the door', async () => {
  expect(found.size).toBeGreaterThan(10);
  const { context } = await suite.signedIn();
  const queue = [...found.entries()];
  const unannounced: string[] = [];
  await Promise.all(
    [0, 1, 2].map(async () => {
      const page = await context.newPage();
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [href, labels] = next;
        if (!(await showsPlaceholder(page, `${suite.url}${href}`))) continue;
        for (const text of labels) if (!announcesSoon(text)) unannounced.push(`${text} -> ${href}`);
      }
    }),
  );
  expect(unannounced).toEqual([]);
  await context.close();
}, 180_000);

describe('the AI tools hub', () => {
  it('opens the mindmap generator, and lists every tool with a link now that none is coming soon', async () => {
    const { context, page } = await suite.signedIn();
    await page.goto(`${suite.url}/new-ai-study-tools`);
    await page.getByRole('link', { name: /Mindmaps/ }).click();
    await page.waitForURL(`${suite.url}/mindmap-generator`);
    await page.goto(`${suite.url}/new-ai-study-tools`);
    await page
      .getByRole('link', { name: /Image analyser/ })
      .first()
      .waitFor();
    expect(await page.getByRole('heading', { name: COMING_SOON_LABEL }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /NeuroCase AI/ }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('opens the generator itself from "Mind Mapper AI"', async () => {
    const { context, page } = await suite.signedIn();
    await page.goto(`${suite.url}/medical-mindmap-ai`);
    await page.locator('main h1').first().waitFor();
    expect(await page.getByText(comingSoonMessages.body, { exact: false }).count()).toBe(0);
    await context.close();
  });
});

describe('the signed-out drawer', () => {
  it('marks no entry as coming soon, now that every page is built', async () => {
    const { context, page } = await suite.visitor();
    await page.goto(`${suite.url}/about-us`);
    await page.getByRole('button', { name: messages.header.menu }).click();
    const drawer = page.getByRole('dialog');
    for (const name of [drawerMessages.imageAnalysis, drawerMessages.neuroCase, drawerMessages.mindMapper]) {
      const entry = drawer.getByRole('button', { name: new RegExp(name) });
      expect(await entry.innerText()).not.toContain(COMING_SOON_LABEL);
    }
    expect(await drawer.getByText(COMING_SOON_LABEL).count()).toBe(0);
    await context.close();
  });
});

describe('admin pages', () => {
  it('show a 403 page to a student instead of a placeholder', async () => {
    const { context, page } = await suite.signedIn();
    await page.goto(`${suite.url}/admin/customer-pdfs`);
    await page.getByRole('heading', { name: messages.forbidden.title }).waitFor();
    expect(await page.getByText(comingSoonMessages.body, { exact: false }).count()).toBe(0);
    await context.close();
  });
});

describe('signing out on a touch screen', () => {
  it('asks once, then signs out on the second tap', async () => {
    const { context, page } = await suite.signedIn({ hasTouch: true, isMobile: true });
    await page.goto(`${suite.url}/dashboard`);
    await page.getByRole('button', { name: authOutcomeMessages.signOut }).click();
    await page.getByRole('button', { name: authOutcomeMessages.signOutConfirm }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByRole('button', { name: authOutcomeMessages.signOutConfirm }).click();
    await page.waitForURL(`${suite.url}/login`);
    await context.close();
  });
});
