CREATE TABLE "coin_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coin_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"task" text,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_ledger_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "coin_ledger_amount_not_zero" CHECK ("coin_ledger"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"coin_balance" integer DEFAULT 0 NOT NULL,
	"xp_balance" integer DEFAULT 0 NOT NULL,
	"streak_days" integer DEFAULT 0 NOT NULL,
	"last_login_day" date,
	"leaderboard_opt_out" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_coin_balance_not_negative" CHECK ("wallets"."coin_balance" >= 0),
	CONSTRAINT "wallets_xp_balance_not_negative" CHECK ("wallets"."xp_balance" >= 0),
	CONSTRAINT "wallets_streak_days_not_negative" CHECK ("wallets"."streak_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "xp_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "xp_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"task" text,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xp_ledger_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "xp_ledger_amount_not_zero" CHECK ("xp_ledger"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_ledger" ADD CONSTRAINT "xp_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_ledger_user_history_idx" ON "coin_ledger" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coin_ledger_user_kind_idx" ON "coin_ledger" USING btree ("user_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wallets_xp_balance_idx" ON "wallets" USING btree ("xp_balance" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "xp_ledger_user_history_idx" ON "xp_ledger" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "xp_ledger_user_kind_idx" ON "xp_ledger" USING btree ("user_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "xp_ledger_created_at_idx" ON "xp_ledger" USING btree ("created_at","user_id");