CREATE TABLE "flashcard_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"retention" double precision NOT NULL,
	"easy_days" integer[] NOT NULL,
	"exam_date" date,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flashcard_cards" ADD COLUMN "occlusion" jsonb;--> statement-breakpoint
ALTER TABLE "flashcard_cards" ADD COLUMN "image_id" text;--> statement-breakpoint
ALTER TABLE "flashcard_cards" ADD COLUMN "image_side" text;--> statement-breakpoint
ALTER TABLE "flashcard_cards" ADD COLUMN "rescheduled_due" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flashcard_cards" ADD COLUMN "rescheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD COLUMN "retention" double precision;--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD COLUMN "placed_due" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flashcard_settings" ADD CONSTRAINT "flashcard_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;