/** The plans' SQL: subscriptions. Every function takes the executor it runs on. */
import { and, asc, desc, eq, gt, lte, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import type { ReadAlongsideSession } from '../../db/read-alongside.ts';
import { subscriptions } from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The user's subscriptions running at `at`: values, placeholders or the session lookup's columns. */
const runningAt = (userId: string | SQLWrapper, at: Date | SQLWrapper) =>
  and(eq(subscriptions.userId, userId), lte(subscriptions.startedAt, at), gt(subscriptions.currentPeriodEnd, at))!;

/** The subscription running at `at`, if any (at most one runs at a time). */
async function runningSubscription(ex: DbExecutor, userId: string, at: Date): Promise<SubscriptionRow | null> {
  const rows = await ex
    .select()
    .from(subscriptions)
    .where(runningAt(userId, at))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return rows[0] ?? null;
}

const prepareRunningRead = (db: Database) =>
  db
    .select()
    .from(subscriptions)
    .where(runningAt(sql.placeholder('userId'), sql.placeholder('at')))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1)
    .prepare('plans_running_subscription');
const runningReads = preparedPerDatabase(prepareRunningRead);

/**
 * runningSubscription outside any transaction (every auth status names the plan): a statement
 * built once and prepared on each connection.
 */
async function runningSubscriptionUnlocked(db: Database, userId: string, at: Date) {
  const read = runningReads(db);
  // A placeholder takes the driver's value as it is: the timestamp as drizzle would write it.
  const rows = await read.execute({ userId, at: at.toISOString() });
  return rows[0] ?? null;
}

/**
 * The plan of the subscription running at the request's instant, read in the session lookup's
 * statement (decision 070): every auth status names it. Null when none runs (the free plan).
 */
const runningPlanAlongsideSession: ReadAlongsideSession<string | null> = {
  name: 'plans_running_plan',
  select: (userId, now) => sql`(
    select ${subscriptions.planId} from ${subscriptions} where ${runningAt(userId, now)}
    order by ${subscriptions.currentPeriodEnd} desc limit 1)`,
  decode: (value) => (typeof value === 'string' ? value : null),
};

async function insertSubscription(
  ex: DbExecutor,
  values: Pick<
    SubscriptionRow,
    'userId' | 'planId' | 'startedAt' | 'currentPeriodEnd' | 'monthsPaid' | 'carriedMs' | 'depositsPaid' | 'orderId'
  >,
): Promise<SubscriptionRow> {
  const [row] = await ex
    .insert(subscriptions)
    .values({ ...values, createdAt: values.startedAt, updatedAt: values.startedAt })
    .returning();
  return row!;
}

/** Ends a period early (replaced by another plan). */
async function endPeriod(ex: DbExecutor, id: string, at: Date): Promise<void> {
  await ex.update(subscriptions).set({ currentPeriodEnd: at, updatedAt: at }).where(eq(subscriptions.id, id));
}

async function extendPeriod(ex: DbExecutor, id: string, monthsPaid: number, end: Date, at: Date) {
  await ex
    .update(subscriptions)
    .set({ monthsPaid, currentPeriodEnd: end, updatedAt: at })
    .where(eq(subscriptions.id, id));
}

/** Subscriptions that may owe a deposit at `at`: started, and not ended long ago. */
async function depositCandidates(ex: DbExecutor, at: Date, endedSince: Date): Promise<SubscriptionRow[]> {
  return ex
    .select()
    .from(subscriptions)
    .where(and(lte(subscriptions.startedAt, at), gt(subscriptions.currentPeriodEnd, endedSince)))
    .orderBy(asc(subscriptions.startedAt));
}

/** Counts deposit number `paid` as paid, if no one else has; false when someone has. */
async function claimDeposit(ex: DbExecutor, id: string, paid: number, at: Date): Promise<boolean> {
  const rows = await ex
    .update(subscriptions)
    .set({ depositsPaid: sql`${subscriptions.depositsPaid} + 1`, updatedAt: at })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.depositsPaid, paid)))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** The module's repository: every function takes the handle it runs on (decision 018). */
export function createPlansRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,
    runningSubscription,
    runningSubscriptionUnlocked,
    runningPlanAlongsideSession,
    insertSubscription,
    endPeriod,
    extendPeriod,
    depositCandidates,
    claimDeposit,
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;

/** The subject's subscriptions, whole, for the export. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  return { subscriptions: await tx.select().from(subscriptions).where(eq(subscriptions.userId, subject.id)) };
}

/** Erasure keeps subscriptions (payment records the law requires): nothing to do. */
async function erasePersonalRows(_tx: DbExecutor, _subject: PersonalDataSubject): Promise<string[]> {
  return [];
}
