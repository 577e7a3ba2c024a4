ALTER TABLE "oauth_login_tokens" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_login_tokens" ADD COLUMN "google_subject" text NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_login_tokens" ADD COLUMN "email" text NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_login_tokens" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "oauth_login_tokens" ADD COLUMN "referral_code" text;