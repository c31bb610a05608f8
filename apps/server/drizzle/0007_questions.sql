CREATE TABLE "interview_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_set_id" uuid NOT NULL,
	"job_position_id" uuid NOT NULL,
	"lineage_id" uuid NOT NULL,
	"question_order" integer NOT NULL,
	"text" text NOT NULL,
	"category" text NOT NULL,
	"question_type" text NOT NULL,
	"difficulty" text NOT NULL,
	"competency" text NOT NULL,
	"intent" text NOT NULL,
	"purpose" text NOT NULL,
	"expected_traits" jsonb NOT NULL,
	"estimated_time" integer NOT NULL,
	"ai_confidence" integer NOT NULL,
	"followup_suggestions" jsonb NOT NULL,
	"expected_response_guidelines" jsonb NOT NULL,
	"effectiveness" jsonb NOT NULL,
	"goal_connections" jsonb NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provenance" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_position_id" uuid NOT NULL,
	"lineage_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"change_type" text NOT NULL,
	"version" integer NOT NULL,
	"changed_by" uuid,
	"text_before" text,
	"text_after" text NOT NULL,
	"category" text NOT NULL,
	"purpose" text NOT NULL,
	"expected_traits" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_position_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"created_by" uuid,
	"finalized_by" uuid,
	"finalized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_questions" ADD CONSTRAINT "interview_questions_question_set_id_question_sets_id_fk" FOREIGN KEY ("question_set_id") REFERENCES "public"."question_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_questions" ADD CONSTRAINT "interview_questions_job_position_id_job_positions_id_fk" FOREIGN KEY ("job_position_id") REFERENCES "public"."job_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_history" ADD CONSTRAINT "question_history_job_position_id_job_positions_id_fk" FOREIGN KEY ("job_position_id") REFERENCES "public"."job_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_sets" ADD CONSTRAINT "question_sets_job_position_id_job_positions_id_fk" FOREIGN KEY ("job_position_id") REFERENCES "public"."job_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_questions_set_idx" ON "interview_questions" USING btree ("question_set_id","question_order");--> statement-breakpoint
CREATE INDEX "interview_questions_lineage_idx" ON "interview_questions" USING btree ("lineage_id");--> statement-breakpoint
CREATE INDEX "question_history_lineage_idx" ON "question_history" USING btree ("lineage_id","created_at");--> statement-breakpoint
CREATE INDEX "question_history_job_idx" ON "question_history" USING btree ("job_position_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "question_sets_version_idx" ON "question_sets" USING btree ("job_position_id","version");