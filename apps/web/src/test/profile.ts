/** A student's profile as `GET /api/profile` answers it, for component tests that need one. */
import type { Profile } from '@medsutra/contract/account/profile';

export const testProfile = (confirmSmallSpends: boolean): Profile => ({
  email: 'asha@example.com',
  fullName: 'Asha Rao',
  phoneNumber: null,
  referralCode: 'ASHA1',
  hasPassword: true,
  createdAt: '2026-11-01T00:00:00Z',
  targetExam: null,
  examDate: null,
  confirmSmallSpends,
});
