DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "comments_prompt_idx";--> statement-breakpoint
DROP INDEX "prompts_created_idx";--> statement-breakpoint
DROP INDEX "prompts_popularity_idx";--> statement-breakpoint
DROP INDEX "prompts_rating_idx";--> statement-breakpoint
DROP INDEX "prompts_category_created_idx";--> statement-breakpoint
DROP INDEX "prompts_user_idx";--> statement-breakpoint
DROP INDEX "tag_counts_count_idx";--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "comments_prompt_idx" ON "comments" USING btree ("prompt_id","created_at","id");--> statement-breakpoint
CREATE INDEX "prompts_created_idx" ON "prompts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "prompts_popularity_idx" ON "prompts" USING btree ("popularity","id");--> statement-breakpoint
CREATE INDEX "prompts_rating_idx" ON "prompts" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "prompts_category_created_idx" ON "prompts" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "prompts_user_idx" ON "prompts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tag_counts_count_idx" ON "tag_counts" USING btree ("count" DESC NULLS FIRST,"tag");