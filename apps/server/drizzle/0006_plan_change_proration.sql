ALTER TABLE "billing_invoices" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "companies" SET "size" = '1001+' WHERE "size" = '1000+';