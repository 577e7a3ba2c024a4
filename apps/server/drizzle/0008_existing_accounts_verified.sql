-- Custom migration (drizzle-kit cannot express a data change): accounts created before email
-- verification existed count as verified from their creation, so nobody who signed up under the
-- old rules is suddenly asked to prove an address (docs/decisions/010-sec2-email-verification-and-referrals.md).
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "email_verified_at" IS NULL;
