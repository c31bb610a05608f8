ALTER TABLE "billing_invoices" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;