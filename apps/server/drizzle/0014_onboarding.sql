CREATE TABLE "onboarding_states" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"current_step" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"started_at" timestamp with time zone,
	"skipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_states_step_check" CHECK ("onboarding_states"."current_step" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "onboarding_states" ADD CONSTRAINT "onboarding_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_states" ADD CONSTRAINT "onboarding_states_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;