CREATE TABLE "bank_item_analysis_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"read_through" timestamp with time zone NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_item_stats" (
	"question_id" text PRIMARY KEY NOT NULL,
	"takers" integer NOT NULL,
	"stats" jsonb NOT NULL,
	"analysed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_question_difficulty" (
	"question_id" text PRIMARY KEY NOT NULL,
	"difficulty" text NOT NULL,
	"imported_difficulty" text NOT NULL,
	"figures" jsonb,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_reports" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "library_reports" ADD COLUMN "source" text DEFAULT 'student' NOT NULL;--> statement-breakpoint
ALTER TABLE "library_reports" ADD COLUMN "analysis_scope" text;--> statement-breakpoint
ALTER TABLE "library_reports" ADD COLUMN "figures" jsonb;--> statement-breakpoint
ALTER TABLE "mcq_answers" ADD COLUMN "recorded_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "library_reports_analysis_key" ON "library_reports" USING btree ("item_id","analysis_scope");--> statement-breakpoint
CREATE INDEX "mcq_answers_recorded_idx" ON "mcq_answers" USING btree ("recorded_at");--> statement-breakpoint
ALTER TABLE "library_reports" ADD CONSTRAINT "library_reports_reporter_check" CHECK (("library_reports"."source" = 'student') = ("library_reports"."user_id" is not null and "library_reports"."analysis_scope" is null));