/** Every table, for Drizzle and drizzle-kit. Each module's tables live in db/schema/<module>.ts. */
export * from './schema/account.ts';
export * from './schema/app-secrets.ts';
export * from './schema/contact.ts';
export * from './schema/devices.ts';
export * from './schema/documentation.ts';
export * from './schema/economy.ts';
export * from './schema/email-verification.ts';
export * from './schema/google-sign-in.ts';
export * from './schema/library.ts';
export * from './schema/mail.ts';
export * from './schema/mcq.ts';
export * from './schema/medstagram.ts';
export * from './schema/mindmaps.ts';
export * from './schema/password-reset.ts';
export * from './schema/payments.ts';
export * from './schema/referrals.ts';
export * from './schema/users.ts';
