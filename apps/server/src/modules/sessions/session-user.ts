/** Who a request's session belongs to: what `authenticate` returns and `request.user` holds. */

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  phoneNumber: string | null;
  role: 'user' | 'admin';
  accessAllowed: boolean;
  referralCode: string;
  emailVerified: boolean;
}

export interface ActiveSession {
  id: string;
  deviceFingerprint: string | null;
}
