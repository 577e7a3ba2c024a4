/**
 * One note edited on two devices, one of them offline: when the offline one comes back, its sync
 * is refused as stale, both versions stay on screen and the student is asked which to keep.
 */
import { notesMessages } from '@medsutra/contract/notes/api';
import { expect, it } from 'vitest';
import { seededSuite } from './helpers/seeded-suite.ts';

const suite = seededSuite();

it('keeps both versions of a note edited on two devices, one offline, and asks on sync', async () => {
  const phone = await suite.signedIn();
  const laptop = await suite.signedIn();
  const created = await phone.page.request.post(`${suite.url}/api/notes`, {
    headers: { origin: suite.url },
    data: { title: 'Renal physiology', content: 'GFR is about 125 mL/min.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { note } = (await created.json()) as { note: { id: string; version: number } };

  for (const device of [phone, laptop]) {
    await device.page.goto(`${suite.url}/my-notes`);
    await device.page.getByRole('button', { name: /Renal physiology/ }).click();
    await device.page.getByLabel('Note (Markdown)').waitFor();
  }

  // The phone loses its connection and edits the note on the device.
  await phone.context.setOffline(true);
  await phone.page.getByLabel('Note (Markdown)').fill('Phone: GFR falls with age.');
  await phone.page.getByRole('button', { name: 'Save', exact: true }).click();
  await phone.page.getByText(notesMessages.savedOffline).first().waitFor();

  // Meanwhile the laptop, online, saves its own edit: the server moves to the next version.
  await laptop.page.getByLabel('Note (Markdown)').fill('Laptop: creatinine clearance estimates GFR.');
  await laptop.page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(async () => {
      const reply = await laptop.page.request.get(`${suite.url}/api/notes`);
      const { notes } = (await reply.json()) as { notes: { id: string; version: number }[] };
      return notes.find((candidate) => candidate.id === note.id)?.version;
    })
    .toBe(note.version + 1);

  // Back online, the phone syncs: refused as stale, both versions are shown and it asks.
  await phone.context.setOffline(false);
  const conflict = phone.page.getByRole('region', { name: notesMessages.conflictTitle });
  await conflict.waitFor();
  await conflict.getByText('Phone: GFR falls with age.').waitFor();
  await conflict.getByText('Laptop: creatinine clearance estimates GFR.').waitFor();
  for (const choice of [notesMessages.keepMine, notesMessages.keepTheirs, notesMessages.keepBoth]) {
    expect(await conflict.getByRole('button', { name: choice }).count()).toBe(1);
  }
  // Nothing was overwritten while it asked.
  const server = await phone.page.request.get(`${suite.url}/api/notes`);
  const { notes } = (await server.json()) as { notes: { id: string; content: string }[] };
  expect(notes.map((candidate) => candidate.content)).toEqual(['Laptop: creatinine clearance estimates GFR.']);

  // Keeping both leaves two notes on the server: the other device's and this one's copy.
  await conflict.getByRole('button', { name: notesMessages.keepBoth }).click();
  await expect
    .poll(async () => {
      const reply = await phone.page.request.get(`${suite.url}/api/notes`);
      const body = (await reply.json()) as { notes: { content: string }[] };
      return body.notes.map((candidate) => candidate.content).sort();
    })
    .toEqual(['Laptop: creatinine clearance estimates GFR.', 'Phone: GFR falls with age.']);
  await phone.context.close();
  await laptop.context.close();
});
