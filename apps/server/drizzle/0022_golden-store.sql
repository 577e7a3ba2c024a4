CREATE TABLE "golden_grants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"source" text NOT NULL,
	"order_id" uuid,
	"pdf_id" uuid,
	"granted_by" uuid,
	"note" text DEFAULT '' NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid
);
--> statement-breakpoint
CREATE TABLE "golden_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"subject_id" text,
	"price_inr" integer NOT NULL,
	"included_in_premium_plus" boolean DEFAULT false NOT NULL,
	"file_key" text NOT NULL,
	"page_count" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "golden_items_price_positive" CHECK ("golden_items"."price_inr" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_item_complete";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "golden_item_id" uuid;--> statement-breakpoint
ALTER TABLE "golden_grants" ADD CONSTRAINT "golden_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golden_grants" ADD CONSTRAINT "golden_grants_item_id_golden_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."golden_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golden_grants" ADD CONSTRAINT "golden_grants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golden_grants" ADD CONSTRAINT "golden_grants_pdf_id_user_pdfs_id_fk" FOREIGN KEY ("pdf_id") REFERENCES "public"."user_pdfs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golden_grants" ADD CONSTRAINT "golden_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golden_grants" ADD CONSTRAINT "golden_grants_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golden_items" ADD CONSTRAINT "golden_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "golden_grants_live_idx" ON "golden_grants" USING btree ("user_id","item_id") WHERE "golden_grants"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "golden_grants_order_idx" ON "golden_grants" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "golden_grants_granted_idx" ON "golden_grants" USING btree ("granted_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_item_complete" CHECK (("orders"."item_kind" = 'plan' and "orders"."plan_id" is not null and "orders"."plan_period" is not null)
        or ("orders"."item_kind" = 'coinPack' and "orders"."coin_pack_id" is not null)
        or ("orders"."item_kind" = 'goldenPdf' and "orders"."golden_item_id" is not null));