CREATE TABLE "job_position_search" (
	"job_position_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"words" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "job_positions_search_idx";--> statement-breakpoint
ALTER TABLE "job_position_search" ADD CONSTRAINT "job_position_search_job_position_id_job_positions_id_fk" FOREIGN KEY ("job_position_id") REFERENCES "public"."job_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_position_search_words_idx" ON "job_position_search" USING gin ("words");--> statement-breakpoint
CREATE INDEX "job_position_search_company_created_idx" ON "job_position_search" USING btree ("company_id","created_at" DESC NULLS FIRST,"job_position_id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "job_positions" DROP COLUMN "search_vector";--> statement-breakpoint
-- Keeps job_position_search in step with job_positions in the same statement (decision 440):
-- a new position gets its row, and a change of the columns the search reads rewrites it.
CREATE FUNCTION "job_position_search_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "job_position_search" ("job_position_id", "company_id", "status", "created_at", "words")
  VALUES (NEW."id", NEW."company_id", NEW."status", NEW."created_at",
    to_tsvector('simple', coalesce(NEW."title", '') || ' ' || coalesce(NEW."department", '')))
  ON CONFLICT ("job_position_id") DO UPDATE SET
    "company_id" = excluded."company_id", "status" = excluded."status",
    "created_at" = excluded."created_at", "words" = excluded."words";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "job_position_search_on_insert" AFTER INSERT ON "job_positions"
  FOR EACH ROW EXECUTE FUNCTION "job_position_search_keep"();--> statement-breakpoint
CREATE TRIGGER "job_position_search_on_update" AFTER UPDATE OF "title", "department", "status", "company_id", "created_at" ON "job_positions"
  FOR EACH ROW WHEN (
    OLD."title" IS DISTINCT FROM NEW."title" OR OLD."department" IS DISTINCT FROM NEW."department"
    OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."company_id" IS DISTINCT FROM NEW."company_id"
    OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
  ) EXECUTE FUNCTION "job_position_search_keep"();--> statement-breakpoint
INSERT INTO "job_position_search" ("job_position_id", "company_id", "status", "created_at", "words")
  SELECT "id", "company_id", "status", "created_at",
    to_tsvector('simple', coalesce("title", '') || ' ' || coalesce("department", ''))
  FROM "job_positions";
