CREATE TABLE "grand_test_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"grand_test_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "grand_test_attempts_one_per_student" UNIQUE("grand_test_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "grand_test_questions" (
	"grand_test_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"subtopic_id" text,
	"difficulty" text NOT NULL,
	"stats" jsonb,
	CONSTRAINT "grand_test_questions_grand_test_id_position_pk" PRIMARY KEY("grand_test_id","position"),
	CONSTRAINT "grand_test_questions_question_unique" UNIQUE("grand_test_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "grand_test_reminders" (
	"grand_test_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "grand_test_reminders_grand_test_id_user_id_pk" PRIMARY KEY("grand_test_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "grand_test_results" (
	"grand_test_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"score" double precision NOT NULL,
	"max_score" double precision NOT NULL,
	"correct" integer NOT NULL,
	"wrong" integer NOT NULL,
	"unanswered" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "grand_test_results_grand_test_id_user_id_pk" PRIMARY KEY("grand_test_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "grand_test_subject_results" (
	"grand_test_id" uuid NOT NULL,
	"subject_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"score" double precision NOT NULL,
	CONSTRAINT "grand_test_subject_results_grand_test_id_subject_id_user_id_pk" PRIMARY KEY("grand_test_id","subject_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "grand_tests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"pattern" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"analysed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "library_question_reservations" (
	"question_id" text PRIMARY KEY NOT NULL,
	"reserved_by" text NOT NULL,
	"reserved_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mcq_tests" ADD COLUMN "key_hidden_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grand_test_attempts" ADD CONSTRAINT "grand_test_attempts_id_mcq_tests_id_fk" FOREIGN KEY ("id") REFERENCES "public"."mcq_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grand_test_attempts" ADD CONSTRAINT "grand_test_attempts_grand_test_id_grand_tests_id_fk" FOREIGN KEY ("grand_test_id") REFERENCES "public"."grand_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grand_test_attempts" ADD CONSTRAINT "grand_test_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grand_test_questions" ADD CONSTRAINT "grand_test_questions_grand_test_id_grand_tests_id_fk" FOREIGN KEY ("grand_test_id") REFERENCES "public"."grand_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grand_test_reminders" ADD CONSTRAINT "grand_test_reminders_grand_test_id_grand_tests_id_fk" FOREIGN KEY ("grand_test_id") REFERENCES "public"."grand_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grand_test_reminders" ADD CONSTRAINT "grand_test_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grand_test_results" ADD CONSTRAINT "grand_test_results_grand_test_id_grand_tests_id_fk" FOREIGN KEY ("grand_test_id") REFERENCES "public"."grand_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grand_test_results" ADD CONSTRAINT "grand_test_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grand_test_subject_results" ADD CONSTRAINT "grand_test_subject_results_grand_test_id_grand_tests_id_fk" FOREIGN KEY ("grand_test_id") REFERENCES "public"."grand_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grand_test_subject_results" ADD CONSTRAINT "grand_test_subject_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grand_test_results_score_idx" ON "grand_test_results" USING btree ("grand_test_id","score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "grand_test_subject_results_score_idx" ON "grand_test_subject_results" USING btree ("grand_test_id","subject_id","score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "library_question_reservations_by_idx" ON "library_question_reservations" USING btree ("reserved_by");