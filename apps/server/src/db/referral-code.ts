import crypto from 'node:crypto';

/** No 0/O, 1/I/L: a code read aloud or copied by hand survives. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** An 8-character referral code: 31^8 ≈ 8.5e11 codes, so a collision is rare and retried. */
export function generateReferralCode(): string {
  const bytes = crypto.randomBytes(8);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte % ALPHABET.length];
  return code;
}

/** A public handle shown on Medstagram instead of an email: `student-` and 8 random characters. */
export function generatePublicHandle(): string {
  return `student-${generateReferralCode().toLowerCase()}`;
}
