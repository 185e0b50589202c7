-- Cheaper writes of long prompts (a 4 kB prompt is 1 ms of PGlite's time; docs/decisions/009).
-- 1. Search vectors are stored without positions from now on (prompt-rows.ts: searches only ask
--    whether a prompt holds the words; ranking reads head_vector), about half their former
--    size. Rows written before keep their positions, which no query reads: no table rewrite.
-- 2. EXTERNAL: long values are stored out of line without pglz compression. pglz was 10 % of
--    an import's database time on PGlite (compiled to WebAssembly, without lz4), paid again on
--    every create and edit; a search vector of distinct words barely compresses anyway. The
--    price is disk space: content takes its full size (about 1.7 times its compressed size).
ALTER TABLE "prompts" ALTER COLUMN "search_vector" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "prompts" ALTER COLUMN "content" SET STORAGE EXTERNAL;
