/**
 * Referrals name two accounts. The export gives the subject's own side: the friends she referred
 * (status and dates, never their addresses) and, if she was referred, her own sign-up address.
 * Erasure keeps the row, because the referrer's ledger entry points at it, and clears the
 * sign-up address, the only personal data it holds.
 */
import { eq } from 'drizzle-orm';
import { referrals } from '../../db/schema.ts';
import { anonymised, type PersonalDataSource } from '../../lib/personal-data.ts';

export const referralsPersonalData: PersonalDataSource = {
  tables: { referrals: anonymised },
  async exportRows(tx, subject) {
    const referred = await tx
      .select({
        id: referrals.id,
        status: referrals.status,
        notPaidReason: referrals.notPaidReason,
        createdAt: referrals.createdAt,
        settledAt: referrals.settledAt,
      })
      .from(referrals)
      .where(eq(referrals.referrerId, subject.id));
    const own = await tx
      .select({ id: referrals.id, signUpAddress: referrals.signUpAddress, createdAt: referrals.createdAt })
      .from(referrals)
      .where(eq(referrals.refereeId, subject.id));
    return {
      referrals: [
        ...referred.map((row) => ({ role: 'referrer', ...row })),
        ...own.map((row) => ({ role: 'referred', ...row })),
      ],
    };
  },
  async erase(tx, subject) {
    await tx.update(referrals).set({ signUpAddress: 'erased' }).where(eq(referrals.refereeId, subject.id));
    return undefined;
  },
};
