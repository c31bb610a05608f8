CREATE TABLE "sample_interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"seed_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"role_type" text NOT NULL,
	"difficulty" text NOT NULL,
	"description" text,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"estimated_duration" integer,
	"format" text DEFAULT 'Standard' NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_job_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"seed_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"department" text DEFAULT 'General' NOT NULL,
	"level" text DEFAULT 'Entry-Level' NOT NULL,
	"description" text,
	"requirements" text,
	"responsibilities" text,
	"industry" text NOT NULL,
	"role_type" text NOT NULL,
	"experience_required" integer,
	"required_skills" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_job_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"seed_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"company_name" text NOT NULL,
	"location" text,
	"job_type" text DEFAULT 'Full-Time' NOT NULL,
	"description" text,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"salary_range" text DEFAULT 'Competitive' NOT NULL,
	"post_date" text NOT NULL,
	"industry" text NOT NULL,
	"role_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"seed_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"industry" text NOT NULL,
	"size" text NOT NULL,
	"description" text,
	"employee_count" integer,
	"departments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location" text
);
--> statement-breakpoint
ALTER TABLE "sample_interviews" ADD CONSTRAINT "sample_interviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_interviews" ADD CONSTRAINT "sample_interviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_job_positions" ADD CONSTRAINT "sample_job_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_job_positions" ADD CONSTRAINT "sample_job_positions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_job_postings" ADD CONSTRAINT "sample_job_postings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_job_postings" ADD CONSTRAINT "sample_job_postings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_teams" ADD CONSTRAINT "sample_teams_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_teams" ADD CONSTRAINT "sample_teams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sample_interviews_seed_key" ON "sample_interviews" USING btree ("seed_key") WHERE "sample_interviews"."seed_key" is not null;--> statement-breakpoint
CREATE INDEX "sample_interviews_company_idx" ON "sample_interviews" USING btree ("company_id","role_type");--> statement-breakpoint
CREATE UNIQUE INDEX "sample_job_positions_seed_key" ON "sample_job_positions" USING btree ("seed_key") WHERE "sample_job_positions"."seed_key" is not null;--> statement-breakpoint
CREATE INDEX "sample_job_positions_company_idx" ON "sample_job_positions" USING btree ("company_id","industry");--> statement-breakpoint
CREATE UNIQUE INDEX "sample_job_postings_seed_key" ON "sample_job_postings" USING btree ("seed_key") WHERE "sample_job_postings"."seed_key" is not null;--> statement-breakpoint
CREATE INDEX "sample_job_postings_company_idx" ON "sample_job_postings" USING btree ("company_id","industry");--> statement-breakpoint
CREATE UNIQUE INDEX "sample_teams_seed_key" ON "sample_teams" USING btree ("seed_key") WHERE "sample_teams"."seed_key" is not null;--> statement-breakpoint
CREATE INDEX "sample_teams_company_idx" ON "sample_teams" USING btree ("company_id","industry");