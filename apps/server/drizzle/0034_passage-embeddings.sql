CREATE TABLE "passage_embeddings" (
	"model" text NOT NULL,
	"text_hash" text NOT NULL,
	"dimensions" integer NOT NULL,
	"vector" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passage_embeddings_model_text_hash_pk" PRIMARY KEY("model","text_hash")
);
