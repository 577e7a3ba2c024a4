import { moderationMessages, USER_REPORT_REASONS } from '@medsutra/contract/admin/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createUser, signIn } from '../../../test/helpers/economy-users.ts';
import { countingReportTarget } from '../../../test/helpers/report-targets.ts';
import { adminActions, users } from '../../db/schema.ts';

let t: TestApp;
const owners = new Map<string, string>();
const things = countingReportTarget(owners);
let admin: { id: string; cookie: string };
let asha: { id: string; cookie: string; handle: string };
let ravi: { id: string; cookie: string; handle: string };

async function person(fullName: string, role: 'user' | 'admin' = 'user') {
  const db = t.database.handle.db;
  const user = await createUser(db, { fullName, role });
  const [row] = await db.select({ handle: users.handle }).from(users).where(eq(users.id, user.id));
  return { id: user.id, handle: row!.handle, cookie: await signIn(db, user.id, new Date()) };
}

beforeAll(async () => {
  t = await buildTestApp({ deps: { reportTargets: [things.target] } });
  admin = await person('Meera Admin', 'admin');
  asha = await person('Asha Rao');
  ravi = await person('Ravi Kumar');
  owners.set('thing-1', ravi.id);
  owners.set('thing-2', ravi.id);
});
afterAll(() => t.close());

const report = (cookie: string | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    payload,
  });
const queue = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: { cookie: admin.cookie } })).json().reports;
const decide = (reportId: string, decision: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/reports/${reportId}/decision`,
    headers: { ...jsonHeaders, cookie: admin.cookie },
    payload: { decision },
  });

describe('POST /api/reports', () => {
  it('lists each kind’s reasons', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/reports/reasons', headers: { cookie: asha.cookie } });
    expect(reply.json().kinds).toEqual([
      { kind: 'user', reasons: [...USER_REPORT_REASONS] },
      { kind: 'thing', reasons: ['Spam', 'Other'] },
    ]);
  });

  it('refuses what cannot be reported, each with a sentence', async () => {
    expect((await report(null, { targetKind: 'thing', targetId: 'thing-1', reason: 'Spam' })).statusCode).toBe(401);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ targetKind: 'poem', targetId: 'x', reason: 'Spam' }, 400, moderationMessages.unknownKind],
      [{ targetKind: 'thing', targetId: 'thing-1', reason: 'Boring' }, 400, moderationMessages.reasonNotListed],
      [{ targetKind: 'thing', targetId: 'thing-404', reason: 'Spam' }, 404, moderationMessages.targetMissing],
      [{ targetKind: 'user', targetId: 'no-such-handle', reason: 'Other' }, 404, moderationMessages.targetMissing],
    ];
    for (const [payload, status, message] of cases) {
      const reply = await report(asha.cookie, payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(status);
      expect(reply.json().message).toBe(message);
    }
    const own = await report(ravi.cookie, { targetKind: 'thing', targetId: 'thing-1', reason: 'Spam' });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(moderationMessages.notYourOwn);
  });

  it('keeps one open report per reporter per target', async () => {
    const first = await report(asha.cookie, {
      targetKind: 'thing',
      targetId: 'thing-1',
      reason: 'Spam',
      details: 'Ads',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe(moderationMessages.saved);
    const again = await report(asha.cookie, { targetKind: 'thing', targetId: 'thing-1', reason: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(moderationMessages.duplicate);
    // A user named by handle and by id is one target.
    expect(
      (await report(asha.cookie, { targetKind: 'user', targetId: `@${ravi.handle}`, reason: 'Other' })).statusCode,
    ).toBe(201);
    expect((await report(asha.cookie, { targetKind: 'user', targetId: ravi.id, reason: 'Other' })).statusCode).toBe(
      409,
    );
  });
});

describe('the admin queue', () => {
  it('upholds a report: the target is taken down once, the other reports on it close, and it is logged', async () => {
    const admin2 = await person('Second Admin', 'admin');
    await report(admin2.cookie, { targetKind: 'thing', targetId: 'thing-1', reason: 'Other' });
    const open = await queue();
    const mine = open.find(
      (r: { targetId: string; reporter: { name: string } }) =>
        r.targetId === 'thing-1' && r.reporter.name === 'Asha Rao',
    );
    expect(mine).toMatchObject({
      targetKind: 'thing',
      reason: 'Spam',
      details: 'Ads',
      reporter: { name: 'Asha Rao', handle: asha.handle },
      target: { title: 'Thing thing-1', link: '/things/thing-1', hidden: false },
      openOnTarget: 2,
    });
    expect(JSON.stringify(open)).not.toContain('@example.com');

    const upheld = await decide(mine.id, 'uphold');
    expect(upheld.statusCode).toBe(200);
    expect(upheld.json().message).toBe(moderationMessages.upheld);
    expect(things.takenDown).toEqual(['thing-1']);
    expect((await queue()).filter((r: { targetId: string }) => r.targetId === 'thing-1')).toEqual([]);
    const again = await decide(mine.id, 'dismiss');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(moderationMessages.alreadyDecided);
    expect(things.takenDown).toEqual(['thing-1']);
    const logged = await t.database.handle.db.select().from(adminActions).where(eq(adminActions.targetId, mine.id));
    expect(logged).toMatchObject([
      {
        action: 'report.uphold',
        adminUserId: admin.id,
        detail: { targetKind: 'thing', targetId: 'thing-1', alsoClosed: 1 },
      },
    ]);
    expect((await decide('00000000-0000-4000-8000-000000000000', 'uphold')).statusCode).toBe(404);
  });

  it('dismisses a report without taking anything down, and logs that too', async () => {
    await report(asha.cookie, { targetKind: 'thing', targetId: 'thing-2', reason: 'Other' });
    const open = (await queue()).find((r: { targetId: string }) => r.targetId === 'thing-2');
    expect((await decide(open.id, 'dismiss')).json().message).toBe(moderationMessages.dismissed);
    expect(things.takenDown).toEqual(['thing-1']);
    const logged = await t.database.handle.db.select().from(adminActions).where(eq(adminActions.targetId, open.id));
    expect(logged).toMatchObject([{ action: 'report.dismiss' }]);
  });

  it('upholding a report on a user suspends the account and ends its sessions', async () => {
    const open = (await queue()).find((r: { targetKind: string }) => r.targetKind === 'user');
    expect(open.target).toMatchObject({ title: `Ravi Kumar (@${ravi.handle})`, hidden: false });
    expect((await decide(open.id, 'uphold')).statusCode).toBe(200);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/user/auth-status',
      headers: { cookie: ravi.cookie },
    });
    expect(status.json().authenticated).toBe(false);
    const [row] = await t.database.handle.db.select().from(users).where(eq(users.id, ravi.id));
    expect(row!.accessAllowed).toBe('no');
    const log = await t.database.handle.db.select().from(adminActions).where(eq(adminActions.targetId, ravi.id));
    expect(log).toMatchObject([{ action: 'user.suspend', detail: { via: 'report' } }]);
  });
});
