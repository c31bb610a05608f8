-- Decisions and candidate messages (issue 43, items 1, 2 and 4; issue 42, item 5): each interview
-- keeps the team's decision, its note, who decided and when, the decision the candidate was last
-- told of and when, and when a summary of strengths was mailed; each company keeps its own
-- message templates, its "what happens next" text and whether the summary is mailed after review.
ALTER TABLE "interviews" ADD COLUMN "decision" text DEFAULT 'undecided' NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "notified_decision" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "strengths_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "interviews_company_decision_idx" ON "interviews" USING btree ("company_id","decision");--> statement-breakpoint
CREATE TABLE "candidate_message_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"templates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"next_steps_text" text,
	"strengths_after_review" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_message_settings" ADD CONSTRAINT "candidate_message_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
