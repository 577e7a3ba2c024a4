-- The library's search matches misspelt names by trigram similarity (pg_trgm). drizzle-kit
-- cannot express CREATE EXTENSION, so it lives here, before the migration that indexes with it.
-- PGlite ships pg_trgm too (loaded in src/db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
