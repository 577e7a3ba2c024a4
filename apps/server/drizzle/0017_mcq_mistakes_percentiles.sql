CREATE TABLE "mcq_mistake_cards" (
	"user_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" text NOT NULL,
	"last_review" timestamp with time zone,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mcq_mistake_cards_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "mcq_mistake_reviews" (
	"answer_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"rating" text NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mcq_tests" ADD COLUMN "cohort" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mcq_mistake_cards" ADD CONSTRAINT "mcq_mistake_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcq_mistake_reviews" ADD CONSTRAINT "mcq_mistake_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mcq_mistake_cards_user_due_idx" ON "mcq_mistake_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "mcq_mistake_reviews_user_idx" ON "mcq_mistake_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mcq_tests_cohort_submitted_idx" ON "mcq_tests" USING btree ("cohort","submitted_at");--> statement-breakpoint
UPDATE "mcq_tests" SET "cohort" = "pattern" WHERE "pattern" <> 'custom';