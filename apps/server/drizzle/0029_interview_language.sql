-- Issue 42: the language of a position's candidate pages (decision 790), and a user's own
-- "Language and region" for dates, numbers and prices (decision 793). Both only add columns.
ALTER TABLE "job_positions" ADD COLUMN IF NOT EXISTS "interview_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "display_locale" text;
