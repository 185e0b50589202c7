CREATE TABLE "title_words" (
	"word" text PRIMARY KEY NOT NULL,
	"prompts" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "prompts_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "title_words_trgm_idx" ON "title_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "prompts_title_words_idx" ON "prompts" USING gin (tsvector_to_array(ts_filter("head_vector", '{a}')));--> statement-breakpoint
-- Typo-tolerant search (docs/decisions/003-search.md) compares query words with the words of
-- titles, not with whole titles: title_words holds every title word (the search text's tokens,
-- weight A of head_vector) with the number of prompts whose title has it, and
-- prompts_title_words_idx finds the titles holding given words. Triggers keep the counts.
CREATE OR REPLACE FUNCTION prompts_title_words_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO title_words (word, prompts)
    SELECT w, count(*) FROM inserted_prompts p, unnest(tsvector_to_array(ts_filter(p.head_vector, '{a}'))) w
    GROUP BY w
  ON CONFLICT (word) DO UPDATE SET prompts = title_words.prompts + excluded.prompts;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prompts_title_words_deleted() RETURNS trigger AS $$
BEGIN
  UPDATE title_words t SET prompts = t.prompts - d.n
  FROM (
    SELECT w, count(*) AS n FROM deleted_prompts p, unnest(tsvector_to_array(ts_filter(p.head_vector, '{a}'))) w
    GROUP BY w
  ) d
  WHERE t.word = d.w;
  DELETE FROM title_words WHERE prompts <= 0;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prompts_title_words_updated() RETURNS trigger AS $$
DECLARE
  old_words text[] := coalesce(tsvector_to_array(ts_filter(OLD.head_vector, '{a}')), '{}');
  new_words text[] := coalesce(tsvector_to_array(ts_filter(NEW.head_vector, '{a}')), '{}');
BEGIN
  UPDATE title_words SET prompts = prompts - 1 WHERE word = ANY (old_words) AND NOT word = ANY (new_words);
  DELETE FROM title_words WHERE word = ANY (old_words) AND prompts <= 0;
  INSERT INTO title_words (word, prompts)
    SELECT w, 1 FROM unnest(new_words) w WHERE NOT w = ANY (old_words)
  ON CONFLICT (word) DO UPDATE SET prompts = title_words.prompts + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER prompts_title_words_insert AFTER INSERT ON prompts
  REFERENCING NEW TABLE AS inserted_prompts
  FOR EACH STATEMENT EXECUTE FUNCTION prompts_title_words_inserted();
--> statement-breakpoint
CREATE TRIGGER prompts_title_words_delete AFTER DELETE ON prompts
  REFERENCING OLD TABLE AS deleted_prompts
  FOR EACH STATEMENT EXECUTE FUNCTION prompts_title_words_deleted();
--> statement-breakpoint
CREATE TRIGGER prompts_title_words_update AFTER UPDATE OF head_vector ON prompts
  FOR EACH ROW WHEN (OLD.head_vector IS DISTINCT FROM NEW.head_vector)
  EXECUTE FUNCTION prompts_title_words_updated();
--> statement-breakpoint
INSERT INTO title_words (word, prompts)
  SELECT w, count(*) FROM prompts p, unnest(tsvector_to_array(ts_filter(p.head_vector, '{a}'))) w
  GROUP BY w;
