CREATE TABLE "job_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_position_id" uuid NOT NULL,
	"text" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"importance" integer DEFAULT 2 NOT NULL,
	"priority_order" integer DEFAULT 1 NOT NULL,
	"hiring_strategy" text,
	"selected" boolean DEFAULT true NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"reason" text,
	"source" text NOT NULL,
	"preset_id" integer,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provenance" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_position_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_position_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid,
	"title" text NOT NULL,
	"department" text NOT NULL,
	"job_description" text NOT NULL,
	"requirements" text,
	"responsibilities" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"required_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"experience_level" text NOT NULL,
	"employment_type" text NOT NULL,
	"work_location" text NOT NULL,
	"salary_range" text,
	"cultural_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"benefits" text,
	"reporting_to" text,
	"team_size" text,
	"remote_work_allowed" boolean DEFAULT true NOT NULL,
	"travel_required" boolean DEFAULT false NOT NULL,
	"security_clearance_required" boolean DEFAULT false NOT NULL,
	"experience_required" text,
	"max_responses" integer DEFAULT 50 NOT NULL,
	"ai_analysis" jsonb,
	"interview_criteria" jsonb,
	"failure_reason" text,
	"goals_confirmed" boolean DEFAULT false NOT NULL,
	"goals_version" integer DEFAULT 0 NOT NULL,
	"interview_count" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce("job_positions"."title", '') || ' ' || coalesce("job_positions"."department", ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "context_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_goals" ADD CONSTRAINT "job_goals_job_position_id_job_positions_id_fk" FOREIGN KEY ("job_position_id") REFERENCES "public"."job_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_position_status_history" ADD CONSTRAINT "job_position_status_history_job_position_id_job_positions_id_fk" FOREIGN KEY ("job_position_id") REFERENCES "public"."job_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_position_status_history" ADD CONSTRAINT "job_position_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_positions" ADD CONSTRAINT "job_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_positions" ADD CONSTRAINT "job_positions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_goals_job_idx" ON "job_goals" USING btree ("job_position_id","priority_order");--> statement-breakpoint
CREATE INDEX "job_position_status_history_job_idx" ON "job_position_status_history" USING btree ("job_position_id","created_at");--> statement-breakpoint
CREATE INDEX "job_positions_company_created_idx" ON "job_positions" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_positions_company_status_idx" ON "job_positions" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "job_positions_search_idx" ON "job_positions" USING gin ("search_vector");