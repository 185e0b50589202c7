-- Finer statistics for the search vectors: with the default target (100), a prefix query on a
-- word outside the most common lexemes is estimated at 0.5 % of the rows, and the planner
-- walks the date index hoping to find a page of matches soon, reading the whole table when
-- the word is rare.
ALTER TABLE prompts ALTER COLUMN search_vector SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE prompts ALTER COLUMN head_vector SET STATISTICS 1000;
