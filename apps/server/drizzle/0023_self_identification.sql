-- Voluntary self-identification (issue 39, decision 700): a candidate's sex and race/ethnicity,
-- given after submitting, kept apart from the interview and read only by the bias audit; it goes
-- with the interview (cascade) and is deleted with the candidate's data.
CREATE TABLE "interview_self_identifications" (
	"interview_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"sex" text NOT NULL,
	"race_ethnicity" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_self_identifications" ADD CONSTRAINT "interview_self_identifications_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_self_identifications" ADD CONSTRAINT "interview_self_identifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_self_identifications_company_idx" ON "interview_self_identifications" USING btree ("company_id");