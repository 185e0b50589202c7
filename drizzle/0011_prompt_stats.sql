-- Popularity moves to its own narrow table (docs/decisions/012-popularity-table.md): opening a
-- prompt no longer rewrites the prompt's row and every index of prompts.
CREATE TABLE "prompt_stats" (
	"prompt_id" integer PRIMARY KEY NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "prompt_stats" ("prompt_id", "popularity") SELECT "id", "popularity" FROM "prompts";
--> statement-breakpoint
DROP INDEX "prompts_popularity_idx";--> statement-breakpoint
ALTER TABLE "prompt_stats" ADD CONSTRAINT "prompt_stats_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_stats_popularity_idx" ON "prompt_stats" USING btree ("popularity","prompt_id");--> statement-breakpoint
ALTER TABLE "prompts" DROP COLUMN "popularity";
--> statement-breakpoint
-- Every prompt has its row, from its insert on (one statement for a whole import batch).
CREATE OR REPLACE FUNCTION prompts_stats_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO prompt_stats (prompt_id) SELECT id FROM inserted_prompts;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER prompts_stats_insert AFTER INSERT ON prompts
  REFERENCING NEW TABLE AS inserted_prompts
  FOR EACH STATEMENT EXECUTE FUNCTION prompts_stats_inserted();
