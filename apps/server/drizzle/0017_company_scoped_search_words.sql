-- Each company's search words carry the company's id in front, and so does every word searched
-- (decision 452): the GIN index then finds one company's matches without reading every other
-- company's posting list for a common word. Positions are kept, so a word the parser splits
-- ("r&d", "o'brien") still matches as a phrase.
-- The text form of a tsvector or a tsquery with the company's id put in front of each lexeme. Each
-- quoted lexeme is matched whole, its doubled quotes included, so a lexeme that holds a quote
-- after "(" or "!" (a URL's path, say) keeps its own.
CREATE FUNCTION "job_position_search_tagged"(company uuid, form text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(form, '''((?:[^'']|'''')*)''', '''' || replace(company::text, '-', '') || '\1''', 'g')
$$;--> statement-breakpoint
CREATE FUNCTION "job_position_search_words"(company uuid, title text, department text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT "job_position_search_tagged"(company,
    to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(department, ''))::text)::tsvector
$$;--> statement-breakpoint
CREATE FUNCTION "job_position_search_query"(company uuid, query text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT "job_position_search_tagged"(company, to_tsquery('simple', query)::text)::tsquery
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "job_position_search_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "job_position_search" ("job_position_id", "company_id", "status", "created_at", "words")
  VALUES (NEW."id", NEW."company_id", NEW."status", NEW."created_at",
    "job_position_search_words"(NEW."company_id", NEW."title", NEW."department"))
  ON CONFLICT ("job_position_id") DO UPDATE SET
    "company_id" = excluded."company_id", "status" = excluded."status",
    "created_at" = excluded."created_at", "words" = excluded."words";
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE "job_position_search" AS s
  SET "words" = "job_position_search_words"(p."company_id", p."title", p."department")
  FROM "job_positions" AS p
  WHERE p."id" = s."job_position_id";
