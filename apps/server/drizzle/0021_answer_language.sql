-- The language the AI engine read each answer in (decision 600): an answer in a language the engine
-- does not score is stored without an AI score, and the review screen names its language.
ALTER TABLE "interview_answers" ADD COLUMN "ai_language" text;