-- Issue 42 item 2: the LLM engine translates a question set on request (decision 795). A set is
-- marked with its language (null for sets made before: as the team wrote them) and, when it is a
-- translation, with the version it was translated from. Each request is a row of
-- question_set_translations: its progress, its failure or the version it wrote. Only additions.
ALTER TABLE "question_sets" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "question_sets" ADD COLUMN "translated_from" integer;--> statement-breakpoint
CREATE TABLE "question_set_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_position_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"source_set_id" uuid,
	"source_version" integer NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"result_version" integer,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_set_translations" ADD CONSTRAINT "question_set_translations_job_position_id_job_positions_id_fk" FOREIGN KEY ("job_position_id") REFERENCES "public"."job_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_set_translations" ADD CONSTRAINT "question_set_translations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_set_translations" ADD CONSTRAINT "question_set_translations_source_set_id_question_sets_id_fk" FOREIGN KEY ("source_set_id") REFERENCES "public"."question_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_set_translations_job_idx" ON "question_set_translations" USING btree ("job_position_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "question_set_translations_running_idx" ON "question_set_translations" USING btree ("job_position_id") WHERE "question_set_translations"."status" = 'translating';
