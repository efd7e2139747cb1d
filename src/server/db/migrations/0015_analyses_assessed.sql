-- Analyses stored before metrics.assessed existed: the calls the engine did not assess (no speech, another
-- language, no sales conversation, no customer side) were stored with emptyScorecard(reason), the same
-- "No" and reason on all six criteria, and zero scores. Only that shape is marked not assessed; an assessed
-- call's criteria each carry their own text.
UPDATE "analyses" SET "metrics" = "metrics" || '{"assessed": false}'::jsonb
WHERE jsonb_typeof("metrics") = 'object' AND NOT ("metrics" ? 'assessed')
  AND "ai_score" = 0 AND "conversion_probability" = 0
  AND "meddic_scorecard"->'metrics'->>'result' = 'No'
  AND "meddic_scorecard"->'economic_buyer' = "meddic_scorecard"->'metrics'
  AND "meddic_scorecard"->'decision_criteria' = "meddic_scorecard"->'metrics'
  AND "meddic_scorecard"->'decision_process' = "meddic_scorecard"->'metrics'
  AND "meddic_scorecard"->'identify_pain' = "meddic_scorecard"->'metrics'
  AND "meddic_scorecard"->'champion' = "meddic_scorecard"->'metrics';--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "assessed" boolean GENERATED ALWAYS AS (("metrics"->'assessed') IS DISTINCT FROM 'false'::jsonb) STORED NOT NULL;
