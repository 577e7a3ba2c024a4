CREATE TABLE "documentation_items" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"api_provider" text NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"source_url" text,
	"html_content" text NOT NULL,
	"content_text" text NOT NULL,
	"content_origin" text DEFAULT 'bundled' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
  setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B') ||
  setweight(to_tsvector('simple'::regconfig, coalesce(description, '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, coalesce(content_text, '')), 'C') ||
  setweight(to_tsvector('simple'::regconfig, coalesce(content_text, '')), 'C')) STORED,
	CONSTRAINT "documentation_items_provider_check" CHECK ("documentation_items"."api_provider" in ('openai', 'chatbase')),
	CONSTRAINT "documentation_items_view_count_check" CHECK ("documentation_items"."view_count" >= 0)
);
--> statement-breakpoint
CREATE INDEX "documentation_items_search_idx" ON "documentation_items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "documentation_items_provider_idx" ON "documentation_items" USING btree ("api_provider");