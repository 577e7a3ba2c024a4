/**
 * "Delete my account": asked with the password, erased 7 days later by the periodic sweep unless
 * cancelled (DELETE, or any successful sign-in). Erasure runs every source in one transaction,
 * claimed by the pending request's row, so a sweep run twice or after a restart erases once.
 */
import { ACCOUNT_DATA_RULES, accountDataMessages } from '@medsutra/contract/account/data';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../adapters/files/file-store.ts';
import type { Database } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { AppError } from '../../lib/errors.ts';
import type { FindSubject, PersonalDataSource } from '../../lib/personal-data.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import { type AccountRepository, createAccountRepository } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many due accounts one sweep erases (the next sweep takes the rest). */
const SWEEP_BATCH = 50;

export interface DeletionServiceDeps {
  db: Database;
  repository?: AccountRepository;
  sources: PersonalDataSource[];
  findSubject: FindSubject;
  /** The auth module's check: the password, or a Google-only account's confirmation. */
  confirmIdentity(
    user: SessionUser,
    input: { password?: string | undefined; confirm?: boolean | undefined },
    ip: string,
  ): Promise<void>;
  files: FileStore;
  now: () => Date;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** 23 November 2026 (the date a person reads, in India's time zone). */
export const deletionDateLabel = (date: Date) =>
  date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

function uniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function createDeletionService(deps: DeletionServiceDeps) {
  const { db, sources, findSubject, files, now, logger } = deps;
  const repository = deps.repository ?? createAccountRepository();

  return {
    async status(user: SessionUser): Promise<{ scheduledFor: string | null }> {
      const pending = await repository.pendingDeletion(db, user.id);
      return { scheduledFor: pending?.scheduledFor.toISOString() ?? null };
    },

    async schedule(
      user: SessionUser,
      input: { password?: string | undefined; confirm?: boolean | undefined },
      ip: string,
    ): Promise<Date> {
      const existing = await repository.pendingDeletion(db, user.id);
      if (existing) {
        throw new AppError('conflict', accountDataMessages.alreadyScheduled(deletionDateLabel(existing.scheduledFor)));
      }
      try {
        await deps.confirmIdentity(user, input, ip);
      } catch (error) {
        await db.transaction((tx) =>
          repository.audit(tx, {
            userId: user.id,
            action: 'deletion_requested',
            outcome: 'refused',
            detail: error instanceof AppError ? error.message : 'identity not confirmed',
            now: now(),
          }),
        );
        throw error;
      }
      const at = now();
      const scheduledFor = new Date(at.getTime() + ACCOUNT_DATA_RULES.deletionWaitDays * DAY_MS);
      try {
        await db.transaction(async (tx) => {
          await repository.insertDeletion(tx, { userId: user.id, now: at, scheduledFor });
          await repository.audit(tx, {
            userId: user.id,
            action: 'deletion_requested',
            outcome: 'ok',
            detail: `scheduled for ${scheduledFor.toISOString()}`,
            now: at,
          });
        });
      } catch (error) {
        // A second request that raced the first: the pending-request index refused it.
        if (!uniqueViolation(error)) throw error;
        const pending = await repository.pendingDeletion(db, user.id);
        throw new AppError(
          'conflict',
          accountDataMessages.alreadyScheduled(deletionDateLabel(pending?.scheduledFor ?? scheduledFor)),
        );
      }
      return scheduledFor;
    },

    async cancel(user: SessionUser): Promise<void> {
      await db.transaction(async (tx) => {
        const at = now();
        if (!(await repository.cancelDeletion(tx, user.id, 'request', at))) {
          throw new AppError('conflict', accountDataMessages.nothingToCancel);
        }
        await repository.audit(tx, {
          userId: user.id,
          action: 'deletion_cancelled',
          outcome: 'ok',
          detail: 'request',
          now: at,
        });
      });
    },

    /** In the sign-in transaction (auth's onSignedIn): signing in during the window cancels it. */
    async cancelOnSignIn(tx: DbExecutor, userId: string): Promise<void> {
      const at = now();
      if (await repository.cancelDeletion(tx, userId, 'sign_in', at)) {
        await repository.audit(tx, { userId, action: 'deletion_cancelled', outcome: 'ok', detail: 'sign_in', now: at });
      }
    },

    /** Erases every account whose window has passed; returns how many. Safe to run twice at once. */
    async eraseDueAccounts(): Promise<number> {
      let erased = 0;
      for (const due of await repository.dueDeletions(db, now(), SWEEP_BATCH)) {
        const done = await db.transaction(async (tx) => {
          const claimed = await repository.claimDueDeletion(tx, due.id, now());
          if (!claimed) return false;
          const subject = await findSubject(tx, claimed.userId);
          if (subject) {
            for (const source of sources) {
              // Files go before the commit: once a request reads erased, nothing of it is left. If
              // the commit then fails, the next sweep erases the rows of files already gone.
              for (const key of (await source.erase(tx, subject))?.fileKeys ?? []) await files.delete(key);
            }
          }
          await repository.markErased(tx, claimed.id, now());
          await repository.audit(tx, { userId: claimed.userId, action: 'account_erased', outcome: 'ok', now: now() });
          return true;
        });
        if (done) erased++;
      }
      if (erased) logger.info({ erased }, 'accounts erased');
      return erased;
    },
  };
}

export type DeletionService = ReturnType<typeof createDeletionService>;
