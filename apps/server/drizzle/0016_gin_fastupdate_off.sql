-- Entries go straight into the GIN index of the search words, not through a pending list that every
-- search reads in full until a vacuum merges it (decision 451).
DROP INDEX "job_position_search_words_idx";--> statement-breakpoint
CREATE INDEX "job_position_search_words_idx" ON "job_position_search" USING gin ("words") WITH (fastupdate=false);