CREATE TABLE "drive_import_job_files" (
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"drive_file_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"folder_path" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"pdf_id" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "drive_import_job_files_job_id_drive_file_id_pk" PRIMARY KEY("job_id","drive_file_id")
);
--> statement-breakpoint
CREATE TABLE "drive_import_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"request" jsonb NOT NULL,
	"expanded_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "drive_import_job_files" ADD CONSTRAINT "drive_import_job_files_job_id_drive_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."drive_import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_import_job_files" ADD CONSTRAINT "drive_import_job_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_import_jobs" ADD CONSTRAINT "drive_import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drive_import_job_files_position_idx" ON "drive_import_job_files" USING btree ("job_id","position");--> statement-breakpoint
CREATE INDEX "drive_import_job_files_user_idx" ON "drive_import_job_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "drive_import_jobs_user_created_idx" ON "drive_import_jobs" USING btree ("user_id","created_at" DESC NULLS LAST);