-- Keep tag_counts in step with prompts.tags, so popular tags and the filter's tag pool
-- are read from a small indexed table instead of unnesting every prompt.
CREATE OR REPLACE FUNCTION prompts_tag_counts() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE tag_counts SET count = count - 1 WHERE tag = ANY (OLD.tags);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO tag_counts (tag, count)
      SELECT DISTINCT t, 1 FROM unnest(NEW.tags) AS t
    ON CONFLICT (tag) DO UPDATE SET count = tag_counts.count + 1;
  END IF;
  DELETE FROM tag_counts WHERE count <= 0;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER prompts_tag_counts_insert AFTER INSERT ON prompts
  FOR EACH ROW EXECUTE FUNCTION prompts_tag_counts();
--> statement-breakpoint
CREATE TRIGGER prompts_tag_counts_delete AFTER DELETE ON prompts
  FOR EACH ROW EXECUTE FUNCTION prompts_tag_counts();
--> statement-breakpoint
CREATE TRIGGER prompts_tag_counts_update AFTER UPDATE OF tags ON prompts
  FOR EACH ROW WHEN (OLD.tags IS DISTINCT FROM NEW.tags) EXECUTE FUNCTION prompts_tag_counts();
