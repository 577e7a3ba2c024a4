CREATE TABLE "drive_connect_flows" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drive_connections" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"encrypted_tokens" text NOT NULL,
	"scope" text NOT NULL,
	"connected_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drive_imports" (
	"user_id" uuid NOT NULL,
	"drive_file_id" text NOT NULL,
	"pdf_id" uuid NOT NULL,
	"name" text NOT NULL,
	"revision" text NOT NULL,
	"file_size" bigint NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "drive_imports_user_id_drive_file_id_pk" PRIMARY KEY("user_id","drive_file_id")
);
--> statement-breakpoint
ALTER TABLE "drive_connect_flows" ADD CONSTRAINT "drive_connect_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_connections" ADD CONSTRAINT "drive_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_imports" ADD CONSTRAINT "drive_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_imports" ADD CONSTRAINT "drive_imports_pdf_id_user_pdfs_id_fk" FOREIGN KEY ("pdf_id") REFERENCES "public"."user_pdfs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drive_connect_flows_expires_idx" ON "drive_connect_flows" USING btree ("expires_at");