/** Every table, for Drizzle and drizzle-kit. Each module's tables live in db/schema/<module>.ts. */
export * from './schema/contact.ts';
export * from './schema/users.ts';
