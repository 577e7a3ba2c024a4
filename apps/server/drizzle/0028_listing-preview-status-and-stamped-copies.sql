ALTER TABLE "user_pdfs" ADD COLUMN "stamped_file_key" text;--> statement-breakpoint
ALTER TABLE "store_listings" ADD COLUMN "preview_status" text DEFAULT 'ready' NOT NULL;