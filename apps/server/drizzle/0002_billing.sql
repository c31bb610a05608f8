CREATE SEQUENCE "public"."billing_invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "billing_discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"applies_to_intervals" jsonb,
	"applies_to_frequencies" jsonb,
	"valid_from" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_discount_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "billing_features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"key" text NOT NULL,
	"display_name" text NOT NULL,
	"is_highlighted" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"package_display_name" text NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"processor" text NOT NULL,
	"external_payment_id" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"billed_to" jsonb,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "billing_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tier" text NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_packages_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "billing_plan_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"limit_key" text NOT NULL,
	"limit_value" integer
);
--> statement-breakpoint
CREATE TABLE "billing_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"interval" text NOT NULL,
	"interval_count" integer DEFAULT 1 NOT NULL,
	"frequency" text NOT NULL,
	"paddle_price_id" text,
	"stripe_price_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_prices_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "billing_processor_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"processor" text NOT NULL,
	"event_id" text NOT NULL,
	"subscription_id" uuid,
	"outcome" text DEFAULT 'applied' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_scheduled_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"from_price_id" uuid NOT NULL,
	"to_package_id" uuid NOT NULL,
	"to_price_id" uuid NOT NULL,
	"effective" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"price_id" uuid NOT NULL,
	"status" text NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"processor" text,
	"external_id" text,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"discount_code_id" uuid,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"trial_ends_at" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"cancel_reason" text,
	"last_event_at" timestamp with time zone,
	"payment_method" jsonb,
	"billing_details" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_features" ADD CONSTRAINT "billing_features_package_id_billing_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."billing_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_plan_limits" ADD CONSTRAINT "billing_plan_limits_package_id_billing_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."billing_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_prices" ADD CONSTRAINT "billing_prices_package_id_billing_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."billing_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_scheduled_changes" ADD CONSTRAINT "billing_scheduled_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_scheduled_changes" ADD CONSTRAINT "billing_scheduled_changes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_scheduled_changes" ADD CONSTRAINT "billing_scheduled_changes_from_price_id_billing_prices_id_fk" FOREIGN KEY ("from_price_id") REFERENCES "public"."billing_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_scheduled_changes" ADD CONSTRAINT "billing_scheduled_changes_to_package_id_billing_packages_id_fk" FOREIGN KEY ("to_package_id") REFERENCES "public"."billing_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_scheduled_changes" ADD CONSTRAINT "billing_scheduled_changes_to_price_id_billing_prices_id_fk" FOREIGN KEY ("to_price_id") REFERENCES "public"."billing_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_scheduled_changes" ADD CONSTRAINT "billing_scheduled_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_package_id_billing_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."billing_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_price_id_billing_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."billing_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_discount_code_id_billing_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."billing_discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_features_package_key" ON "billing_features" USING btree ("package_id","key");--> statement-breakpoint
CREATE INDEX "billing_invoices_company_idx" ON "billing_invoices" USING btree ("company_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_payment_key" ON "billing_invoices" USING btree ("processor","external_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_plan_limits_package_key" ON "billing_plan_limits" USING btree ("package_id","limit_key");--> statement-breakpoint
CREATE INDEX "billing_prices_package_idx" ON "billing_prices" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_processor_events_key" ON "billing_processor_events" USING btree ("processor","event_id");--> statement-breakpoint
CREATE INDEX "billing_changes_company_idx" ON "billing_scheduled_changes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_changes_one_scheduled" ON "billing_scheduled_changes" USING btree ("subscription_id") WHERE "billing_scheduled_changes"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "subscriptions_company_idx" ON "subscriptions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_external_idx" ON "subscriptions" USING btree ("processor","external_id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_trial_per_company" ON "subscriptions" USING btree ("company_id") WHERE "subscriptions"."is_trial";--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_company" ON "subscriptions" USING btree ("company_id") WHERE "subscriptions"."status" in ('trialing', 'active', 'past_due');