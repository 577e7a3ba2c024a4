CREATE TABLE "pearls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"content_key" text NOT NULL,
	"subject_id" text,
	"subtopic_id" text,
	"day" text NOT NULL,
	"xp_awarded" integer DEFAULT 0 NOT NULL,
	"shared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pearls_xp_not_negative" CHECK ("pearls"."xp_awarded" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"subject_id" text,
	"subtopic_id" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_notes_version_positive" CHECK ("user_notes"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "user_pdfs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"file_key" text NOT NULL,
	"file_size" integer NOT NULL,
	"page_count" integer NOT NULL,
	"sha256" text NOT NULL,
	"thumbnail_key" text,
	"origin" text DEFAULT 'own' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pearls" ADD CONSTRAINT "pearls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notes" ADD CONSTRAINT "user_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_pdfs" ADD CONSTRAINT "user_pdfs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pearls_user_created_idx" ON "pearls" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pearls_user_content_idx" ON "pearls" USING btree ("user_id","content_key");--> statement-breakpoint
CREATE INDEX "user_notes_user_updated_idx" ON "user_notes" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_notes_user_subtopic_idx" ON "user_notes" USING btree ("user_id","subtopic_id");--> statement-breakpoint
CREATE INDEX "user_pdfs_user_created_idx" ON "user_pdfs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "user_pdfs_user_sha_idx" ON "user_pdfs" USING btree ("user_id","sha256");