CREATE TABLE "library_figures" (
	"id" text PRIMARY KEY NOT NULL,
	"generator" text NOT NULL,
	"alt" text NOT NULL,
	"shows" text NOT NULL,
	"width" integer,
	"height" integer,
	"source_file" text
);
--> statement-breakpoint
ALTER TABLE "library_notes" ADD COLUMN "sections" jsonb;--> statement-breakpoint
-- A note imported before sections (an institution's) keeps its points as one section.
UPDATE "library_notes" SET "sections" = jsonb_build_array(jsonb_build_object('heading', 'Key points', 'points', "points"));--> statement-breakpoint
ALTER TABLE "library_notes" ALTER COLUMN "sections" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "library_notes" ADD COLUMN "tables" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "library_notes" ADD COLUMN "mnemonics" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "library_notes" ADD COLUMN "traps" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "library_notes" ADD COLUMN "figures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "library_notes" ADD COLUMN "word_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "library_notes" ADD COLUMN "exams" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "library_notes" ADD COLUMN "written" date;--> statement-breakpoint
ALTER TABLE "library_notes" ADD COLUMN "review" jsonb;--> statement-breakpoint
ALTER TABLE "library_questions" ADD COLUMN "format" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "library_questions" ADD COLUMN "statements" jsonb;--> statement-breakpoint
ALTER TABLE "library_questions" ADD COLUMN "match" jsonb;--> statement-breakpoint
ALTER TABLE "library_questions" ADD COLUMN "steps" jsonb;--> statement-breakpoint
ALTER TABLE "library_questions" ADD COLUMN "assertion" text;--> statement-breakpoint
ALTER TABLE "library_questions" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "library_questions" ADD COLUMN "figure" text;--> statement-breakpoint
ALTER TABLE "library_questions" ADD COLUMN "exams" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "library_questions" ADD COLUMN "written" date;--> statement-breakpoint
ALTER TABLE "library_questions" ADD COLUMN "review" jsonb;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "question_data" jsonb;--> statement-breakpoint
ALTER TABLE "library_notes" DROP COLUMN "points";--> statement-breakpoint
-- The repository's files are imported again at the next start, filling the new columns.
DELETE FROM "library_files";