-- Proposed index / statistics changes, for `npm run bench -- --apply-sql bench/proposals.sql`.
-- Applied to the benchmark's own copy of the database after loading; nothing else is touched.
-- Status: all three have since landed in the app (drizzle/0005_index_order.sql with ascending
-- indexes that serve DESC sorts by backward scan, drizzle/0007_search_statistics.sql, and
-- src/server/db/maintenance.ts); the file is kept to reproduce bench/results-proposals.md.

-- 1. Sort indexes that match the queries' ORDER BY. drizzle-kit wrote them as
--    "DESC NULLS LAST", but `ORDER BY x DESC` means DESC NULLS FIRST (and `ASC` means ASC
--    NULLS LAST, which a backward scan of DESC NULLS LAST does not give either), so the
--    planner could not use any of them for ordering: every browse page sorted the table.
--    In the Drizzle schema: `t.createdAt.desc().nullsFirst()` etc. (or plain SQL `desc`).
drop index if exists prompts_created_idx;
create index prompts_created_idx on prompts (created_at desc, id desc);
drop index if exists prompts_popularity_idx;
create index prompts_popularity_idx on prompts (popularity desc, id desc);
drop index if exists prompts_rating_idx;
create index prompts_rating_idx on prompts (rating desc, id desc);
drop index if exists prompts_category_created_idx;
create index prompts_category_created_idx on prompts (category, created_at desc, id desc);
drop index if exists tag_counts_count_idx;
create index tag_counts_count_idx on tag_counts (count desc, tag);

-- 2. Finer statistics for the search vector: with the default target (100) a prefix query
--    on a word outside the 1,000 most common lexemes is estimated at 0.5 % of the rows, so
--    for rare words the planner walks prompts_created_idx hoping to find 7 matches soon, and
--    reads the whole table when there are none.
alter table prompts alter column search_vector set statistics 1000;

-- 3. PGlite runs no autovacuum: tag_counts is rewritten by the trigger on every insert and
--    ends up as ~1,200 pages of dead rows for 2,500 live ones.
vacuum analyze tag_counts;
analyze prompts;
