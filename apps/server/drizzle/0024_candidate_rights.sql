-- Candidate notice and rights (issue 39): each published notice is kept as a version per company,
-- the consent records the version it was given under, the company adds its own notice text and
-- contact and sets the days within which an erasure request is carried out, and the requests a
-- candidate makes through the link are kept with the interview.
CREATE TABLE "interview_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content_hash" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"interview_id" uuid NOT NULL,
	"type" text NOT NULL,
	"text" text,
	"due_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_settings" ADD COLUMN "notice_text" text;--> statement-breakpoint
ALTER TABLE "interview_settings" ADD COLUMN "notice_contact" text;--> statement-breakpoint
ALTER TABLE "interview_settings" ADD COLUMN "erasure_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "notice_version" integer;--> statement-breakpoint
ALTER TABLE "interview_notices" ADD CONSTRAINT "interview_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_requests" ADD CONSTRAINT "candidate_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_requests" ADD CONSTRAINT "candidate_requests_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_notices_version_idx" ON "interview_notices" USING btree ("company_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_notices_hash_idx" ON "interview_notices" USING btree ("company_id","content_hash");--> statement-breakpoint
CREATE INDEX "candidate_requests_interview_idx" ON "candidate_requests" USING btree ("interview_id","created_at");
