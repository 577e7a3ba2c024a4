/**
 * The Profile page's rules: a user reads and edits only her own name and mobile number, and
 * changes her password by proving the current one (through the same failed-attempt limit as
 * sign-in); the new password and the end of every other session commit together.
 */
import { accountDataMessages } from '@medsutra/contract/account/data';
import { EXAM_DATE_MAX_YEARS, type Profile, profileMessages } from '@medsutra/contract/account/profile';
import { firstNewPasswordProblem } from '@medsutra/contract/auth/rules';
import type { Database } from '../../db/client.ts';
import { economyDay } from '../../lib/calendar.ts';
import { AppError } from '../../lib/errors.ts';
import type { ActiveSession, SessionUser } from '../../modules/sessions/session-user.ts';
import type { SessionsService } from '../sessions/service.ts';
import type { CredentialsChecker } from './credentials.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { UserRow, UsersRepository } from './repository.ts';

export interface ProfileServiceDeps {
  db: Database;
  users: UsersRepository;
  hasher: PasswordHasher;
  credentials: CredentialsChecker;
  sessions: SessionsService;
  now: () => Date;
}

function toProfile(row: UserRow): Profile {
  return {
    email: row.email,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    referralCode: row.referralCode,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
    targetExam: row.targetExam,
    examDate: row.examDate,
    confirmSmallSpends: row.confirmSmallSpends,
  };
}

export type ProfileChange = {
  fullName?: string;
  phoneNumber?: string | null;
  targetExam?: Profile['targetExam'];
  examDate?: string | null;
  confirmSmallSpends?: boolean;
};

/** An exam date must be after today (Asia/Kolkata) and within EXAM_DATE_MAX_YEARS. */
function checkExamDate(examDate: string, today: string) {
  if (examDate <= today) throw new AppError('badRequest', profileMessages.examDatePast);
  const limit = `${Number(today.slice(0, 4)) + EXAM_DATE_MAX_YEARS}${today.slice(4)}`;
  if (examDate > limit) throw new AppError('badRequest', profileMessages.examDateTooFar);
}

export function createProfileService(deps: ProfileServiceDeps) {
  const { db, users, hasher, credentials, sessions, now } = deps;

  async function ownRow(user: SessionUser): Promise<UserRow> {
    const row = await users.findById(db, user.id);
    if (!row) throw new AppError('unauthorized', profileMessages.loadFailed);
    return row;
  }

  return {
    async get(user: SessionUser): Promise<Profile> {
      return toProfile(await ownRow(user));
    },

    /**
     * `phoneNumber: null` removes the number; an absent field stays as it is. An exam date needs
     * an exam (sent or saved) and removing the exam removes its date.
     */
    async update(user: SessionUser, change: ProfileChange): Promise<Profile> {
      const at = now();
      if (change.examDate) {
        checkExamDate(change.examDate, economyDay(at));
        const exam = change.targetExam === undefined ? (await ownRow(user)).targetExam : change.targetExam;
        if (!exam) throw new AppError('badRequest', profileMessages.examDateNeedsExam);
      }
      const saved = change.targetExam === null ? { ...change, examDate: null } : change;
      const row = await users.updateProfile(db, user.id, saved, at);
      if (!row) throw new AppError('unauthorized', profileMessages.loadFailed);
      return toProfile(row);
    },

    /**
     * Proves that the account holder is at the keyboard before deleting the account: the password
     * (counted like a sign-in attempt), or for a Google-only account, which has none, an explicit
     * confirmation (docs/decisions/013-data-export-and-deletion.md).
     */
    async confirmIdentity(
      user: SessionUser,
      input: { password?: string | undefined; confirm?: boolean | undefined },
      ip: string,
    ) {
      const row = await ownRow(user);
      if (!row.passwordHash) {
        if (input.confirm !== true) throw new AppError('badRequest', accountDataMessages.googleOnlyConfirm);
        return;
      }
      if (!input.password) throw new AppError('badRequest', accountDataMessages.passwordRequired);
      try {
        await credentials.prove(row.email, input.password, ip);
      } catch (error) {
        if (error instanceof AppError && error.kind === 'unauthorized') {
          throw new AppError('badRequest', accountDataMessages.passwordWrong);
        }
        throw error;
      }
    },

    /** Returns how many other sessions were ended; the caller's own stays signed in. */
    async changePassword(
      user: SessionUser,
      current: ActiveSession | null,
      input: { currentPassword: string; newPassword: string },
      ip: string,
    ): Promise<number> {
      const row = await ownRow(user);
      if (!row.passwordHash) throw new AppError('badRequest', profileMessages.googleOnlyPassword);
      if (input.currentPassword === '') throw new AppError('badRequest', profileMessages.currentPasswordRequired);
      const problem = firstNewPasswordProblem({ password: input.newPassword });
      if (problem) throw new AppError('badRequest', problem.message);
      try {
        await credentials.prove(row.email, input.currentPassword, ip);
      } catch (error) {
        // A wrong current password is a mistake on a form, not a lost session: 400, not 401.
        if (error instanceof AppError && error.kind === 'unauthorized') {
          throw new AppError('badRequest', profileMessages.currentPasswordWrong);
        }
        throw error;
      }
      if (await hasher.verify(row.passwordHash, input.newPassword)) {
        throw new AppError('badRequest', profileMessages.samePassword);
      }
      const passwordHash = await hasher.hash(input.newPassword);
      return db.transaction(async (tx) => {
        await users.setPasswordHash(tx, user.id, passwordHash, now());
        return sessions.endOthers(tx, user.id, current?.id ?? null, 'password_changed');
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
