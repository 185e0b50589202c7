-- A prompt's rating, rating count and comment count move to their own narrow table
-- (docs/decisions/035-prompt-feedback-table.md): a rating or a comment no longer rewrites the
-- prompt's row and every index of prompts, its GIN search indexes included.
CREATE TABLE "prompt_feedback" (
	"prompt_id" integer PRIMARY KEY NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "prompt_feedback" ("prompt_id", "rating", "rating_count", "comment_count")
  SELECT "id", "rating", "rating_count", "comment_count" FROM "prompts";
--> statement-breakpoint
DROP INDEX "prompts_rating_idx";--> statement-breakpoint
ALTER TABLE "prompt_feedback" ADD CONSTRAINT "prompt_feedback_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_feedback_rating_idx" ON "prompt_feedback" USING btree ("rating","prompt_id");--> statement-breakpoint
ALTER TABLE "prompts" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "prompts" DROP COLUMN "rating_count";--> statement-breakpoint
ALTER TABLE "prompts" DROP COLUMN "comment_count";
--> statement-breakpoint
-- Every prompt has its row, from its insert on (one statement for a whole import batch), as
-- prompt_stats has (migration 0011).
CREATE OR REPLACE FUNCTION prompts_feedback_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO prompt_feedback (prompt_id) SELECT id FROM inserted_prompts;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER prompts_feedback_insert AFTER INSERT ON prompts
  REFERENCING NEW TABLE AS inserted_prompts
  FOR EACH STATEMENT EXECUTE FUNCTION prompts_feedback_inserted();
