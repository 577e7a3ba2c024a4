CREATE TABLE "library_cases" (
	"id" text PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"subject_id" text NOT NULL,
	"subtopic_ids" jsonb NOT NULL,
	"title" text NOT NULL,
	"difficulty" text NOT NULL,
	"body" jsonb NOT NULL,
	"references" jsonb NOT NULL,
	"version" text NOT NULL,
	"source" text NOT NULL,
	"licence" text NOT NULL,
	"source_file" text
);
--> statement-breakpoint
CREATE TABLE "library_files" (
	"path" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_notes" (
	"subtopic_id" text PRIMARY KEY NOT NULL,
	"points" jsonb NOT NULL,
	"references" jsonb NOT NULL,
	"version" text NOT NULL,
	"source" text NOT NULL,
	"licence" text NOT NULL,
	"source_file" text
);
--> statement-breakpoint
CREATE TABLE "library_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"subject_id" text NOT NULL,
	"subtopic_id" text,
	"difficulty" text NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb NOT NULL,
	"answer_index" integer NOT NULL,
	"explanation" text NOT NULL,
	"option_explanations" jsonb,
	"references" jsonb NOT NULL,
	"version" text NOT NULL,
	"source" text NOT NULL,
	"licence" text NOT NULL,
	"source_file" text,
	CONSTRAINT "library_questions_answer_index_check" CHECK ("library_questions"."answer_index" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "library_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" text NOT NULL,
	"item_version" text NOT NULL,
	"reason" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_search" (
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"subtopic_id" text,
	"title" text NOT NULL,
	"terms" text NOT NULL,
	"body" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce(terms, '')), 'A') ||
  setweight(to_tsvector('simple'::regconfig, coalesce(terms, '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce(body, '')), 'B') ||
  setweight(to_tsvector('simple'::regconfig, coalesce(body, '')), 'C')) STORED,
	CONSTRAINT "library_search_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "library_subjects" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_subtopics" (
	"id" text PRIMARY KEY NOT NULL,
	"subject_id" text NOT NULL,
	"topic_id" text NOT NULL,
	"name" text NOT NULL,
	"yield" text NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer NOT NULL,
	"source_file" text
);
--> statement-breakpoint
CREATE TABLE "library_topics" (
	"id" text PRIMARY KEY NOT NULL,
	"subject_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"source_file" text
);
--> statement-breakpoint
ALTER TABLE "mindmaps" ADD COLUMN "grounding" text;--> statement-breakpoint
ALTER TABLE "mindmaps" ADD COLUMN "references" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "library_reports" ADD CONSTRAINT "library_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_reports" ADD CONSTRAINT "library_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_cases_area_idx" ON "library_cases" USING btree ("area");--> statement-breakpoint
CREATE INDEX "library_questions_subtopic_idx" ON "library_questions" USING btree ("subtopic_id");--> statement-breakpoint
CREATE INDEX "library_questions_subject_idx" ON "library_questions" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "library_reports_status_created_idx" ON "library_reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "library_reports_user_created_idx" ON "library_reports" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "library_search_vector_idx" ON "library_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "library_search_terms_trgm_idx" ON "library_search" USING gin ("terms" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "library_subtopics_topic_idx" ON "library_subtopics" USING btree ("topic_id","position");--> statement-breakpoint
CREATE INDEX "library_subtopics_subject_idx" ON "library_subtopics" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "library_topics_subject_idx" ON "library_topics" USING btree ("subject_id","position");