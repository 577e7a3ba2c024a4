CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"mindmap_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_mindmap_id_unique" UNIQUE("mindmap_id"),
	CONSTRAINT "posts_mindmap_attached" CHECK ("posts"."kind" <> 'mindmap' OR "posts"."mindmap_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "mindmaps" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"source" text,
	"model" text,
	"tree" jsonb,
	"failure_reason" text,
	"coins_spent" integer NOT NULL,
	"xp_awarded" integer NOT NULL,
	"refunded_at" timestamp with time zone,
	"pdf_file_key" text,
	"pdf_bytes" integer,
	"shared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mindmaps_coins_spent_not_negative" CHECK ("mindmaps"."coins_spent" >= 0),
	CONSTRAINT "mindmaps_ready_has_tree" CHECK ("mindmaps"."status" <> 'ready' OR ("mindmaps"."tree" IS NOT NULL AND "mindmaps"."source" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_mindmap_id_mindmaps_id_fk" FOREIGN KEY ("mindmap_id") REFERENCES "public"."mindmaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mindmaps" ADD CONSTRAINT "mindmaps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_feed_idx" ON "posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_author_feed_idx" ON "posts" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mindmaps_user_created_idx" ON "mindmaps" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);