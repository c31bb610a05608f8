ALTER TABLE "interview_questions" ADD COLUMN "authored_by" text DEFAULT 'ai' NOT NULL;--> statement-breakpoint
ALTER TABLE "question_history" ADD COLUMN "order_before" integer;--> statement-breakpoint
ALTER TABLE "question_history" ADD COLUMN "order_after" integer;--> statement-breakpoint
ALTER TABLE "question_sets" ADD COLUMN "length_minutes" integer;--> statement-breakpoint
-- A question whose newest text change was the team's edit was written by the team: its AI confidence no longer applies.
UPDATE "interview_questions" AS q SET "authored_by" = 'team'
  WHERE (SELECT h."change_type" FROM "question_history" AS h
         WHERE h."lineage_id" = q."lineage_id" AND h."change_type" IN ('created', 'updated', 'regenerated')
         ORDER BY h."created_at" DESC LIMIT 1) = 'updated';
