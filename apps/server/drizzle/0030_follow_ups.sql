-- One adaptive follow-up per question (issue 42, item 1; decisions 780-783). The follow-up asked
-- after an answer that misses what the question's guide expects, its gap and where its text came
-- from, and the candidate's answer to it (or that they skipped it) are kept with the answer. The
-- position's setting lives in a table of the interviews feature: no row means the default, on.
ALTER TABLE "interview_answers" ADD COLUMN "follow_up_text" text;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD COLUMN "follow_up_gap" text;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD COLUMN "follow_up_point" text;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD COLUMN "follow_up_source" text;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD COLUMN "follow_up_answer" text;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD COLUMN "follow_up_skipped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD COLUMN "follow_up_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD COLUMN "ai_used_follow_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "position_follow_up_settings" (
	"job_position_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"ask_follow_ups" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "position_follow_up_settings" ADD CONSTRAINT "position_follow_up_settings_job_position_id_job_positions_id_fk" FOREIGN KEY ("job_position_id") REFERENCES "public"."job_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_follow_up_settings" ADD CONSTRAINT "position_follow_up_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
