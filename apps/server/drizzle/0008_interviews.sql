CREATE TABLE "interview_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"text" text,
	"saved_at" timestamp with time zone,
	"ai_score" integer,
	"ai_raw" real,
	"ai_rationale" text,
	"ai_evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ai_goal_scores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ai_flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ai_engine" text,
	"scored_at" timestamp with time zone,
	"review_score" integer,
	"review_note" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "interview_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"retention_days" integer DEFAULT 180 NOT NULL,
	"contact_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_position_id" uuid NOT NULL,
	"question_set_id" uuid NOT NULL,
	"question_set_version" integer NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text,
	"candidate_name" text,
	"candidate_email" text,
	"status" text DEFAULT 'invited' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"consent_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"practice_answer" text,
	"scoring_status" text DEFAULT 'not_submitted' NOT NULL,
	"scoring_error" text,
	"scored_at" timestamp with time zone,
	"ai_overall" real,
	"overall" real,
	"ai_recommendation" text,
	"recommendation" text,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"goal_results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data_deleted_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_settings" ADD CONSTRAINT "interview_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_job_position_id_job_positions_id_fk" FOREIGN KEY ("job_position_id") REFERENCES "public"."job_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_question_set_id_question_sets_id_fk" FOREIGN KEY ("question_set_id") REFERENCES "public"."question_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_answers_question_idx" ON "interview_answers" USING btree ("interview_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_token_idx" ON "interviews" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_job_email_idx" ON "interviews" USING btree ("job_position_id","candidate_email") WHERE "interviews"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "interviews_company_created_idx" ON "interviews" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "interviews_job_idx" ON "interviews" USING btree ("job_position_id","status");