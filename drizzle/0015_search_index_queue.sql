-- Search indexing after a CSV import (docs/decisions/023-import-indexing.md). An imported row
-- goes into prompts at once, browsable and in the duplicate check, with a search vector of its
-- title, tags and category only; the words of its content wait here, computed by the import,
-- until the background indexer (src/server/features/admin/search-indexer.ts) adds them to the
-- row's search vector in short batches, in id order, and deletes the entry. The queue lives in
-- the database, so an indexer stopped by a restart resumes where it was. body_vector is the
-- content's stripped tsvector when JavaScript could build it, else body_doc holds the content's
-- search document for to_tsvector.
CREATE TABLE "search_index_queue" (
	"prompt_id" integer PRIMARY KEY NOT NULL,
	"body_vector" "tsvector",
	"body_doc" text,
	CONSTRAINT "search_index_queue_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
-- Written once and read once: compressing the vectors (pglz, WebAssembly on PGlite) would only
-- cost time, as for prompts' own columns (migration 0010), and a vector of a few kB stays in
-- the row (toast_tuple_target: only rows over 8 kB go to the TOAST table), which saves writing
-- and reading it a second time through the TOAST table and its index.
ALTER TABLE "search_index_queue" ALTER COLUMN "body_vector" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "search_index_queue" ALTER COLUMN "body_doc" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "search_index_queue" SET (toast_tuple_target = 8160);
