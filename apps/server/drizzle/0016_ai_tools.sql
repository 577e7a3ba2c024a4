CREATE TABLE "ai_tool_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"tool_id" text NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"input" jsonb NOT NULL,
	"output" jsonb,
	"state" jsonb,
	"score" integer,
	"coins_spent" integer NOT NULL,
	"xp_awarded" integer NOT NULL,
	"refunded_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_tool_runs_coins_spent_not_negative" CHECK ("ai_tool_runs"."coins_spent" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ai_tool_runs" ADD CONSTRAINT "ai_tool_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_tool_runs_user_tool_created_idx" ON "ai_tool_runs" USING btree ("user_id","tool_id","created_at" DESC NULLS LAST);