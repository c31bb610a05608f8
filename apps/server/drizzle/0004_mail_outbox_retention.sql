DROP INDEX "mail_outbox_status_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "secret_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_secret_idx" ON "mail_outbox" USING btree ("secret_expires_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at";