import fs from 'node:fs';
import path from 'node:path';
import { libraryMessages } from '@medsutra/contract/library/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, createUser, signIn } from '../../../test/helpers/economy-users.ts';
import { copyFixtureLibrary, useFixtureLibrary } from '../../../test/helpers/library.ts';
import { adminActions } from '../../db/schema.ts';

let t: TestApp;
let root: string;
let student: { cookie: string };
let admin: { cookie: string };
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_LIBRARY_REPORTS_PER_HOUR: '4' } });
  root = copyFixtureLibrary();
  await useFixtureLibrary(t.database.handle.db, root);
  student = await createSignedInUser(t.database.handle.db, new Date(), { fullName: 'Kavya Nair' });
  const adminUser = await createUser(t.database.handle.db, { role: 'admin' });
  admin = { cookie: await signIn(t.database.handle.db, adminUser.id, new Date()) };
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const report = (who: { cookie: string } | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/library/reports',
    headers: { ...jsonHeaders, ...(who ? { cookie: who.cookie } : {}) },
    payload,
  });
const adminList = (who: { cookie: string } | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/library-reports${query}`,
    headers: who ? { cookie: who.cookie } : {},
  });
const resolve = (who: { cookie: string }, id: string, status: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/library-reports/${id}`,
    headers: { ...jsonHeaders, cookie: who.cookie },
    payload: { status },
  });

describe('Report an error', () => {
  let reportId: string;

  it('keeps a student’s report with the version of the item it is about', async () => {
    const reply = await report(student, {
      itemKind: 'note',
      itemId: 'medicine.endocrine.dka',
      reason: 'wrong-fact',
      text: '  The potassium threshold should be checked.  ',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ success: true, message: libraryMessages.reportSaved });
    reportId = reply.json().reportId;
  });

  it('refuses an item that is not in the library, and bad input, each with a sentence', async () => {
    const unknown = await report(student, { itemKind: 'question', itemId: 'medicine.q999', reason: 'typo' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(libraryMessages.reportUnknownItem);
    const noReason = await report(student, { itemKind: 'case', itemId: 'ward.c01', reason: 'because' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(libraryMessages.reportReasonRequired);
    const tooLong = await report(student, {
      itemKind: 'case',
      itemId: 'ward.c01',
      reason: 'other',
      text: 'x'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(libraryMessages.reportTextTooLong);
    expect(
      (await report(null, { itemKind: 'note', itemId: 'medicine.endocrine.dka', reason: 'typo' })).statusCode,
    ).toBe(401);
  });

  it('stops a flood of reports from one student with a sentence (429)', async () => {
    const flooder = await createSignedInUser(t.database.handle.db, new Date());
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await report(flooder, { itemKind: 'question', itemId: 'medicine.q001', reason: 'unclear' })).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    const refused = await report(flooder, { itemKind: 'question', itemId: 'medicine.q001', reason: 'unclear' });
    expect(refused.json().message).toBe(libraryMessages.reportFlood);
    // Another student is not held back by it.
    const other = await createSignedInUser(t.database.handle.db, new Date());
    expect((await report(other, { itemKind: 'case', itemId: 'ward.c01', reason: 'typo' })).statusCode).toBe(201);
  });

  it('lists reports for admins only, with the item as it is now and whether it changed since', async () => {
    expect((await adminList(null)).statusCode).toBe(401);
    const refused = await adminList(student);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(libraryMessages.adminOnly);

    const listed = (await adminList(admin, '?status=open')).json().reports;
    const mine = listed.find((r: { id: string }) => r.id === reportId);
    expect(mine).toMatchObject({
      itemKind: 'note',
      itemId: 'medicine.endocrine.dka',
      itemChanged: false,
      reason: 'wrong-fact',
      text: 'The potassium threshold should be checked.',
      status: 'open',
      reporterName: 'Kavya Nair',
      item: { title: 'Diabetic ketoacidosis' },
    });
    expect(mine.item.lines).toHaveLength(5);

    // An editor fixes the note in the content files; the next import brings the new version.
    const file = path.join(root, 'medicine', 'notes.json');
    const notes = JSON.parse(fs.readFileSync(file, 'utf8'));
    notes.notes[0].sections[0].points[3] =
      'Start insulin at 0.1 unit/kg/hour once serum potassium is 3.3 mEq/L or more';
    fs.writeFileSync(file, JSON.stringify(notes));
    await useFixtureLibrary(t.database.handle.db, root);
    const after = (await adminList(admin)).json().reports.find((r: { id: string }) => r.id === reportId);
    expect(after.itemChanged).toBe(true);
  });

  it('lets an admin mark a report fixed, and no one else', async () => {
    expect((await resolve(student, reportId, 'fixed')).statusCode).toBe(403);
    const reply = await resolve(admin, reportId, 'fixed');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      message: libraryMessages.reportResolved('fixed'),
      report: { status: 'fixed' },
    });
    const open = (await adminList(admin, '?status=open')).json().reports.map((r: { id: string }) => r.id);
    expect(open).not.toContain(reportId);
    const logged = await t.database.handle.db.select().from(adminActions).where(eq(adminActions.targetId, reportId));
    expect(logged).toMatchObject([{ action: 'library-report.fixed', targetKind: 'library-report' }]);
    const twice = await resolve(admin, reportId, 'rejected');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(libraryMessages.reportAlreadyResolved);
    const missing = await resolve(admin, '00000000-0000-4000-8000-000000000000', 'rejected');
    expect(missing.statusCode).toBe(404);
    expect((await resolve(admin, reportId, 'maybe')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/library-import', () => {
  const upload = (who: { cookie: string }, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/library-import',
      headers: { ...jsonHeaders, cookie: who.cookie },
      payload,
    });
  const csv = (cop: string) =>
    `question,opa,opb,opc,opd,cop,exp,subject_name,topic_name\n"Which fluid is given first in DKA?",Saline,Dextrose,Colloid,Bicarbonate,${cop},"Saline restores volume first.",Medicine,DKA\n`;

  it('is for admins only (403 before the body is read)', async () => {
    const reply = await upload(student, {});
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe(libraryMessages.adminOnly);
  });

  it('imports all or nothing, listing every rejected line', async () => {
    const base = { fileName: 'questions.csv', source: 'Acme Coaching', licence: 'Licensed, 2026' };
    const bad = await upload(admin, { ...base, text: csv('7') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: libraryMessages.importRejected(1),
      error: 'import_rejected',
      rejected: [{ line: 2, reason: expect.stringContaining('no correct option') }],
    });
    const good = await upload(admin, { ...base, text: csv('1') });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ imported: { questions: 1 }, message: libraryMessages.importDone(1, 0, 0, 0) });
    const noLicence = await upload(admin, { ...base, licence: '', text: csv('1') });
    expect(noLicence.json().message).toBe(libraryMessages.importLicenceRequired);
  });
});
