CREATE TABLE "mcq_answers" (
	"answer_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"subtopic_id" text,
	"chosen_index" integer NOT NULL,
	"correct" boolean NOT NULL,
	"xp_awarded" integer DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mcq_answers_session_question_key" UNIQUE("session_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "mcq_bookmarks" (
	"user_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mcq_bookmarks_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "mcq_first_correct" (
	"user_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"answer_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mcq_first_correct_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "mcq_practice_xp_days" (
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"xp" integer NOT NULL,
	CONSTRAINT "mcq_practice_xp_days_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "mcq_practice_xp_days_xp_check" CHECK ("mcq_practice_xp_days"."xp" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mcq_session_questions" (
	"session_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"position" integer NOT NULL,
	"option_ids" jsonb NOT NULL,
	CONSTRAINT "mcq_session_questions_session_id_question_id_pk" PRIMARY KEY("session_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "mcq_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"filters" jsonb NOT NULL,
	"day" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mcq_test_answers" (
	"test_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"answer_id" uuid NOT NULL,
	"choice_index" integer,
	"sequence" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mcq_test_answers_test_id_question_id_pk" PRIMARY KEY("test_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "mcq_test_questions" (
	"test_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"position" integer NOT NULL,
	"part" integer NOT NULL,
	"subject_id" text NOT NULL,
	"option_ids" jsonb NOT NULL,
	CONSTRAINT "mcq_test_questions_test_id_question_id_pk" PRIMARY KEY("test_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "mcq_tests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"pattern" text NOT NULL,
	"marks_correct" double precision NOT NULL,
	"marks_wrong" double precision NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"result" jsonb
);
--> statement-breakpoint
ALTER TABLE "mcq_answers" ADD CONSTRAINT "mcq_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcq_answers" ADD CONSTRAINT "mcq_answers_session_id_mcq_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mcq_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcq_bookmarks" ADD CONSTRAINT "mcq_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcq_first_correct" ADD CONSTRAINT "mcq_first_correct_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcq_practice_xp_days" ADD CONSTRAINT "mcq_practice_xp_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcq_session_questions" ADD CONSTRAINT "mcq_session_questions_session_id_mcq_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mcq_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcq_sessions" ADD CONSTRAINT "mcq_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcq_test_answers" ADD CONSTRAINT "mcq_test_answers_test_id_mcq_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."mcq_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcq_test_questions" ADD CONSTRAINT "mcq_test_questions_test_id_mcq_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."mcq_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcq_tests" ADD CONSTRAINT "mcq_tests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mcq_answers_user_question_idx" ON "mcq_answers" USING btree ("user_id","question_id","answered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mcq_answers_user_subject_idx" ON "mcq_answers" USING btree ("user_id","subject_id");--> statement-breakpoint
CREATE INDEX "mcq_sessions_user_created_idx" ON "mcq_sessions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "mcq_sessions_user_day_key" ON "mcq_sessions" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "mcq_tests_user_started_idx" ON "mcq_tests" USING btree ("user_id","started_at" DESC NULLS LAST);