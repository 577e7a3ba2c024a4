CREATE TABLE "revision_cards" (
	"user_id" uuid NOT NULL,
	"subtopic_id" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" text NOT NULL,
	"last_review" timestamp with time zone,
	"review_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "revision_cards_user_id_subtopic_id_pk" PRIMARY KEY("user_id","subtopic_id")
);
--> statement-breakpoint
CREATE TABLE "revision_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"review_id" text NOT NULL,
	"subtopic_id" text NOT NULL,
	"rating" text NOT NULL,
	"method" text NOT NULL,
	"check_correct" integer,
	"day" date NOT NULL,
	"xp_awarded" integer NOT NULL,
	"next_due" timestamp with time zone NOT NULL,
	"review_count" integer NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_plan_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"plan_id" uuid NOT NULL,
	"day" date NOT NULL,
	"position" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"minutes" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text,
	"subtopic_id" text,
	"title" text NOT NULL,
	"weight" integer NOT NULL,
	"done_at" timestamp with time zone,
	"moved_from" date
);
--> statement-breakpoint
CREATE TABLE "study_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"made_by" text NOT NULL,
	"model" text,
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	"exam_date" date NOT NULL,
	"revision_start_date" date NOT NULL,
	"hours_per_day" integer NOT NULL,
	"day_start_minute" integer NOT NULL,
	"days_off" jsonb NOT NULL,
	"off_dates" jsonb NOT NULL,
	"strong_subjects" jsonb NOT NULL,
	"notes" text,
	"advice" jsonb,
	"coins_spent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"replanned_at" timestamp with time zone,
	CONSTRAINT "study_plans_hours" CHECK ("study_plans"."hours_per_day" between 1 and 16)
);
--> statement-breakpoint
ALTER TABLE "revision_cards" ADD CONSTRAINT "revision_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_reviews" ADD CONSTRAINT "revision_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan_items" ADD CONSTRAINT "study_plan_items_plan_id_study_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."study_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revision_cards_user_due_idx" ON "revision_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE UNIQUE INDEX "revision_reviews_user_review_key" ON "revision_reviews" USING btree ("user_id","review_id");--> statement-breakpoint
CREATE INDEX "revision_reviews_user_subtopic_idx" ON "revision_reviews" USING btree ("user_id","subtopic_id");--> statement-breakpoint
CREATE INDEX "study_plan_items_plan_day_idx" ON "study_plan_items" USING btree ("plan_id","day","position");--> statement-breakpoint
CREATE INDEX "study_plans_user_created_idx" ON "study_plans" USING btree ("user_id","created_at" DESC NULLS LAST);