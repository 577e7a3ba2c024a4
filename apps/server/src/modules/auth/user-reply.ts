import type { UserReply } from '@medsutra/contract/auth/api';
import { displayNameFor } from '@medsutra/contract/auth/rules';

export interface ReplyableUser {
  id: string;
  email: string;
  fullName: string;
  phoneNumber: string | null;
  accessAllowed: boolean | 'yes' | 'no';
  role: 'user' | 'admin';
  referralCode: string;
  /** A row from the users table carries the time; a session user carries the answer. */
  emailVerifiedAt?: Date | null;
  emailVerified?: boolean;
}

/** The user as every account call replies with it (id, email, name, …, plan; `userReplySchema`). */
export function toUserReply(user: ReplyableUser, plan: string): UserReply {
  return {
    id: user.id,
    uid: user.id,
    email: user.email,
    name: displayNameFor(user.fullName, user.email),
    fullName: user.fullName,
    phoneNumber: user.phoneNumber,
    accessAllowed: user.accessAllowed === true || user.accessAllowed === 'yes',
    plan,
    role: user.role,
    referralCode: user.referralCode,
    emailVerified: user.emailVerified ?? Boolean(user.emailVerifiedAt),
  };
}
