ALTER TABLE "prompts" ADD COLUMN "head_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "prompts_head_idx" ON "prompts" USING gin ("head_vector");