ALTER TABLE "revision_cards" ADD COLUMN "note_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "target_exam" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "exam_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "confirm_small_spends" boolean DEFAULT true NOT NULL;