/** The users row: exported as the profile (never the password hash), anonymised at erasure. */
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { anonymised, type FindSubject, type PersonalDataSource } from '../../lib/personal-data.ts';

/** A placeholder that names nobody and stays unique (the email column is unique). */
export const erasedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;
export const ERASED_NAME = 'Deleted user';

/** The account's id and email as they are now (before erasure replaces the email). */
export const findPersonalDataSubject: FindSubject = async (tx, userId) => {
  const [row] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
};

export const usersPersonalData: PersonalDataSource = {
  tables: { users: anonymised },
  async exportRows(tx, subject) {
    const rows = await tx
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        phoneNumber: users.phoneNumber,
        role: users.role,
        accessAllowed: users.accessAllowed,
        handle: users.handle,
        referralCode: users.referralCode,
        referredByCode: users.referredByCode,
        hasPassword: users.passwordHash,
        googleLinked: users.googleSubject,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, subject.id));
    // Whether a password or a Google account is set, never the hash or the subject themselves.
    return {
      users: rows.map((row) => ({
        ...row,
        hasPassword: row.hasPassword !== null,
        googleLinked: row.googleLinked !== null,
      })),
    };
  },
  async erase(tx, subject) {
    // The row stays (the ledger, orders and the audit point at it) but names nobody and can sign in nowhere.
    await tx
      .update(users)
      .set({
        email: erasedEmail(subject.id),
        fullName: ERASED_NAME,
        phoneNumber: null,
        passwordHash: null,
        googleSubject: null,
        referredByCode: null,
        handle: `deleted-${subject.id.replaceAll('-', '').slice(0, 16)}`,
        accessAllowed: 'no',
        updatedAt: new Date(),
      })
      .where(eq(users.id, subject.id));
    return undefined;
  },
};
