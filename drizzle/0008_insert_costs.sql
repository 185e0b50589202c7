-- Cheaper inserts of many prompts at once (the CSV import, tens of rows per statement).
-- 1. Inserts count their tags once per statement instead of once per row: one upsert per
--    distinct tag of the statement. The row-level trigger also ran
--    `DELETE FROM tag_counts WHERE count <= 0`, a scan of tag_counts, for every inserted row,
--    which an insert never needs (it only raises counts). Updates and deletes keep the
--    row-level trigger of 0002.
CREATE OR REPLACE FUNCTION prompts_tag_counts_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO tag_counts (tag, count)
    SELECT t, count(*)
    FROM inserted_prompts p CROSS JOIN LATERAL (SELECT DISTINCT unnest(p.tags) AS t) row_tags
    GROUP BY t
  ON CONFLICT (tag) DO UPDATE SET count = tag_counts.count + excluded.count;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER prompts_tag_counts_insert ON prompts;
--> statement-breakpoint
CREATE TRIGGER prompts_tag_counts_insert AFTER INSERT ON prompts
  REFERENCING NEW TABLE AS inserted_prompts
  FOR EACH STATEMENT EXECUTE FUNCTION prompts_tag_counts_inserted();
--> statement-breakpoint
-- 2. The LSH bands are 32 random hashes per prompt: merging a GIN pending list of them into
--    the index touches pages all over it. With the default 4 MB list, the insert that triggers
--    the merge took 0.5-0.7 s on PGlite (the event loop waits meanwhile); 512 kB lists cost the
--    same in total, in merges of a quarter of a second at most. Duplicate checks also read the
--    pending list on every lookup.
ALTER INDEX prompts_lsh_idx SET (gin_pending_list_limit = 512);
