-- Reviewer trust (decision 660): several reviewers score each answer (answer_reviews), a reviewer's
-- "Show AI score" under blind review is recorded (answer_ai_reveals), the candidate page's
-- integrity signals are kept per answer, and the decision log (audit_events) is append-only.
CREATE TABLE "answer_ai_reveals" (
	"interview_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_ai_reveals_interview_id_question_id_reviewer_id_pk" PRIMARY KEY("interview_id","question_id","reviewer_id")
);
--> statement-breakpoint
CREATE TABLE "answer_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"interview_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"note" text,
	"override_reason_code" text,
	"override_reason_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"interview_id" uuid,
	"job_position_id" uuid,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"subject_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_answers" ADD COLUMN "paste_count" integer;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD COLUMN "pasted_chars" integer;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD COLUMN "tab_leaves" integer;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD COLUMN "active_seconds" integer;--> statement-breakpoint
ALTER TABLE "interview_settings" ADD COLUMN "blind_review" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_ai_reveals" ADD CONSTRAINT "answer_ai_reveals_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_reviews" ADD CONSTRAINT "answer_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_reviews" ADD CONSTRAINT "answer_reviews_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_reviews_reviewer_idx" ON "answer_reviews" USING btree ("interview_id","question_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "answer_reviews_company_idx" ON "answer_reviews" USING btree ("company_id","interview_id");--> statement-breakpoint
CREATE INDEX "audit_events_company_created_idx" ON "audit_events" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_interview_idx" ON "audit_events" USING btree ("interview_id","created_at");--> statement-breakpoint
-- Companies that already had settings keep reviewing as before; new companies review blind first.
UPDATE "interview_settings" SET "blind_review" = false;--> statement-breakpoint
-- The single reviewer score of each answer becomes that reviewer's entry.
INSERT INTO "answer_reviews" ("company_id", "interview_id", "question_id", "reviewer_id", "score", "note", "created_at", "updated_at")
SELECT i."company_id", a."interview_id", a."question_id", a."reviewed_by", a."review_score", a."review_note", a."reviewed_at", a."reviewed_at"
FROM "interview_answers" a JOIN "interviews" i ON i."id" = a."interview_id"
WHERE a."review_score" IS NOT NULL AND a."reviewed_by" IS NOT NULL AND a."reviewed_at" IS NOT NULL;--> statement-breakpoint
-- Nobody edits the decision log: an update is refused by the database itself.
CREATE FUNCTION "audit_events_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit events cannot be changed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update" BEFORE UPDATE ON "audit_events"
FOR EACH ROW EXECUTE FUNCTION "audit_events_refuse_update"();
