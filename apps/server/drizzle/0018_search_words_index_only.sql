-- The search finds a company's matches through the words' GIN index alone (decision 456): with the
-- (company, created_at, id) index beside it, the server's generic plan ANDed both bitmaps and read
-- every entry of the company's index (10,000 in the bench's largest company) on every search.
-- Every search condition has words, so nothing else reads that index.
DROP INDEX "job_position_search_company_created_idx";--> statement-breakpoint
-- The tag in front of each word is the last ten hex digits of the company's id instead of all 32
-- (decision 456): the rows the search reads are a third narrower. Two companies that share a tag
-- share posting lists, nothing more: the search's company_id condition still keeps them apart.
CREATE OR REPLACE FUNCTION "job_position_search_tagged"(company uuid, form text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(form, '''((?:[^'']|'''')*)''', '''' || right(replace(company::text, '-', ''), 10) || '\1''', 'g')
$$;--> statement-breakpoint
UPDATE "job_position_search" AS s
  SET "words" = "job_position_search_words"(p."company_id", p."title", p."department")
  FROM "job_positions" AS p
  WHERE p."id" = s."job_position_id";
