/** The medical library in a real browser: search, subjects → topics → subtopics, Report an error. */
import { libraryMessages, libraryScreenMessages as text } from '@medsutra/contract/library/messages';
import { messages } from '@medsutra/contract/messages';
import { describe, expect, it } from 'vitest';
import { seededSuite } from './helpers/seeded-suite.ts';

const suite = seededSuite();

describe('the library', () => {
  it('finds myocardial infarction for "heart attack" and opens its points and references', async () => {
    const { context, page } = await suite.signedIn();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${suite.url}/library`);
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
    // The 19 subjects, each a link.
    await page.getByRole('link', { name: /^Medicine/ }).waitFor();
    expect(await page.getByRole('region', { name: text.searchLabel }).count()).toBe(1);

    await page.getByRole('searchbox', { name: text.searchLabel }).fill('heart attack');
    const result = page.getByRole('link', { name: 'Myocardial infarction', exact: true });
    await result.first().waitFor();
    await result.first().click();
    await page.getByRole('heading', { level: 1, name: 'Myocardial infarction' }).waitFor();
    await page.getByText(/^Troponin I or T is the biomarker of choice/).waitFor();
    await page.getByText("Harrison's Principles of Internal Medicine 21e, ch. 275").waitFor();
    await context.close();
  });

  it('browses a subject to a subtopic without notes, which says so', async () => {
    const { context, page } = await suite.signedIn();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${suite.url}/library`);
    await page.getByRole('link', { name: /^Medicine/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Endocrinology' }).waitFor();
    await page.getByRole('link', { name: /^Thyroid storm/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Thyroid storm' }).waitFor();
    await page.getByText(libraryMessages.noNotes).waitFor();
    await context.close();
  });

  it('sends a report of an error in a subtopic’s notes', async () => {
    const { context, page } = await suite.signedIn();
    await page.goto(`${suite.url}/library/subtopic/medicine.endocrine.dka`);
    await page.getByRole('button', { name: text.report }).click();
    await page.getByLabel(text.reportReason).selectOption('outdated');
    await page.getByLabel(text.reportText).fill('The ADA 2024 figure differs.');
    await page.getByRole('button', { name: text.reportSend }).click();
    await page.getByText(libraryMessages.reportSaved).waitFor();
    await context.close();
  });

  it('keeps the admin queue from students', async () => {
    const { context, page } = await suite.signedIn();
    await page.goto(`${suite.url}/admin/library-reports`);
    // Admin-only routes show the shell's 403 page to students (the API refuses them too).
    await page.getByRole('heading', { name: messages.forbidden.title }).waitFor();
    await context.close();
  });
});
