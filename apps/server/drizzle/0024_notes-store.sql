CREATE TABLE "store_listing_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_listings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"source_pdf_id" uuid,
	"file_key" text NOT NULL,
	"file_sha256" text NOT NULL,
	"file_size" integer NOT NULL,
	"page_count" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"subject_id" text,
	"subtopic_id" text,
	"price_coins" integer NOT NULL,
	"preview_pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_listings_price_range" CHECK ("store_listings"."price_coins" BETWEEN 50 AND 5000)
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"purchase_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"price_coins" integer NOT NULL,
	"seller_share" integer NOT NULL,
	"platform_share" integer NOT NULL,
	"buyer_pdf_id" uuid,
	"status" text DEFAULT 'paid' NOT NULL,
	"spend_key" text NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_orders_shares_add_up" CHECK ("store_orders"."seller_share" + "store_orders"."platform_share" = "store_orders"."price_coins"),
	CONSTRAINT "store_orders_shares_not_negative" CHECK ("store_orders"."seller_share" >= 0 AND "store_orders"."platform_share" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_ratings" (
	"listing_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"review" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_ratings_stars_range" CHECK ("store_ratings"."stars" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "store_refund_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_refund_requests_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "store_listing_reports" ADD CONSTRAINT "store_listing_reports_listing_id_store_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."store_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_listing_reports" ADD CONSTRAINT "store_listing_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_listings" ADD CONSTRAINT "store_listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_listings" ADD CONSTRAINT "store_listings_source_pdf_id_user_pdfs_id_fk" FOREIGN KEY ("source_pdf_id") REFERENCES "public"."user_pdfs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_listing_id_store_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."store_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_buyer_pdf_id_user_pdfs_id_fk" FOREIGN KEY ("buyer_pdf_id") REFERENCES "public"."user_pdfs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_ratings" ADD CONSTRAINT "store_ratings_listing_id_store_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."store_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_ratings" ADD CONSTRAINT "store_ratings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_refund_requests" ADD CONSTRAINT "store_refund_requests_order_id_store_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_refund_requests" ADD CONSTRAINT "store_refund_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_listing_reports_reporter_idx" ON "store_listing_reports" USING btree ("listing_id","reporter_id");--> statement-breakpoint
CREATE INDEX "store_listing_reports_status_idx" ON "store_listing_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "store_listings_status_created_idx" ON "store_listings" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "store_listings_seller_idx" ON "store_listings" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_buyer_purchase_idx" ON "store_orders" USING btree ("buyer_id","purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_one_active_per_buyer_idx" ON "store_orders" USING btree ("listing_id","buyer_id") WHERE "store_orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "store_orders_release_idx" ON "store_orders" USING btree ("release_at") WHERE "store_orders"."released_at" IS NULL AND "store_orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "store_orders_seller_idx" ON "store_orders" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "store_orders_buyer_pdf_idx" ON "store_orders" USING btree ("buyer_pdf_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_ratings_listing_buyer_idx" ON "store_ratings" USING btree ("listing_id","buyer_id");--> statement-breakpoint
CREATE INDEX "store_refund_requests_status_idx" ON "store_refund_requests" USING btree ("status","created_at");