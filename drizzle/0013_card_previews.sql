-- Readable card previews (docs/decisions/014-card-previews.md): a plain-text preview, the
-- text's format (JSON and YAML get a badge) and its length, computed by the app when a prompt
-- is written, so a summary never reads the whole text. Rows from before are filled at start-up
-- in batches (src/server/db/backfill.ts), found through the partial index below, which is
-- empty once they are done.
ALTER TABLE "prompts" ADD COLUMN "preview" text;--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "content_length" integer;--> statement-breakpoint
ALTER TABLE "prompts" ADD CONSTRAINT "prompts_format_check" CHECK ("prompts"."format" in ('text','markdown','xml','json','yaml'));--> statement-breakpoint
CREATE INDEX "prompts_preview_missing_idx" ON "prompts" USING btree ("id") WHERE "prompts"."preview" is null;
