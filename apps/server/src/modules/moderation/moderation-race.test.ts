/**
 * Two admins upholding one report at once, on PostgreSQL (PGlite runs one transaction at a time,
 * so there a race proves nothing). Run with TEST_DATABASE_URL set.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { createUser, signIn } from '../../../test/helpers/economy-users.ts';
import { countingReportTarget } from '../../../test/helpers/report-targets.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';
import { adminActions } from '../../db/schema.ts';

const owners = new Map<string, string>();
const things = countingReportTarget(owners);
const t = testAppForFile({ skip: !onPostgres, deps: { reportTargets: [things.target] } });

it.skipIf(!onPostgres)('takes the target down once when eight admins uphold one report at once', async () => {
  const db = t.database.handle.db;
  const owner = await createUser(db, { fullName: 'Ravi Kumar' });
  const reporter = await createUser(db, { fullName: 'Asha Rao' });
  owners.set('thing-race', owner.id);
  const admins = await Promise.all(
    Array.from({ length: 8 }, async () => {
      const admin = await createUser(db, { role: 'admin' });
      return signIn(db, admin.id, new Date());
    }),
  );
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: { ...jsonHeaders, cookie: await signIn(db, reporter.id, new Date()) },
    payload: { targetKind: 'thing', targetId: 'thing-race', reason: 'Spam' },
  });
  const reportId = created.json().reportId as string;
  const replies = await Promise.all(
    admins.map((cookie) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/reports/${reportId}/decision`,
        headers: { ...jsonHeaders, cookie },
        payload: { decision: 'uphold' },
      }),
    ),
  );
  const codes = replies.map((reply) => reply.statusCode).sort();
  expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
  expect(things.takenDown).toEqual(['thing-race']);
  expect(await db.select().from(adminActions).where(eq(adminActions.targetId, reportId))).toHaveLength(1);
});
