CREATE TABLE "one_time_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "one_time_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "one_time_tokens_purpose_check" CHECK ("one_time_tokens"."purpose" in ('email-verification', 'password-reset'))
);
--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_id_purpose_idx" ON "one_time_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
-- Decision 152: the links already sent move with their purpose, hash, times and use, so a link
-- mailed before the upgrade works after it.
INSERT INTO "one_time_tokens" ("id", "purpose", "token_hash", "user_id", "created_at", "expires_at", "used_at")
SELECT "id", 'email-verification', "token_hash", "user_id", "created_at", "expires_at", "used_at" FROM "email_verification_tokens";--> statement-breakpoint
INSERT INTO "one_time_tokens" ("id", "purpose", "token_hash", "user_id", "created_at", "expires_at", "used_at")
SELECT "id", 'password-reset', "token_hash", "user_id", "created_at", "expires_at", "used_at" FROM "password_reset_tokens";--> statement-breakpoint
DROP TABLE "email_verification_tokens" CASCADE;--> statement-breakpoint
DROP TABLE "password_reset_tokens" CASCADE;