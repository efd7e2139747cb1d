-- Issue 16: a list row is written when its call is, not per request. On PGlite, where a request that missed
-- the answer cache ran over 20 ms at p99 with ten tabs polling, 60% of its time was the page function's SQL,
-- most of that row_to_json and to_char over each of the page's rows (bench/profile-summary.ts). list_item
-- holds the row's JSON as the list sends it, every field but the AI score, without its closing brace: the
-- score lives on the analysis, which is written after the call and again on every re-analysis, and joining
-- it per page (one index probe a row) keeps analyses' writes from having to update their call's row.
ALTER TABLE "transcripts" ADD COLUMN "list_item" text;--> statement-breakpoint
-- Quoted names: row_to_json writes a composite's field names as its keys, the client's camelCase. The fields
-- and their order are rapport_list_item's (migration 0014) without "aiScore", which the page appends last.
CREATE TYPE rapport_list_fields AS (
  id text, name text, status text, "failureReason" text, "uploadedAt" text, duration integer, "fileSize" integer,
  source text, "meetingName" text, "recordingUrl" text, preview text, "contentLength" integer
);--> statement-breakpoint
-- Runs after transcripts_list_fields (triggers fire in name order), so preview and content_length are set.
CREATE FUNCTION rapport_transcripts_list_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_item := left(row_to_json(ROW(NEW.id, NEW.name, NEW.status, NEW.failure_reason,
    to_char(NEW.uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), NEW.duration, NEW.file_size,
    NEW.source, NEW.meeting_name, NEW.recording_url, NEW.preview, NEW.content_length)::rapport_list_fields)::text, -1);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER transcripts_list_item BEFORE INSERT OR UPDATE ON transcripts
  FOR EACH ROW EXECUTE FUNCTION rapport_transcripts_list_item();--> statement-breakpoint
-- Backfill: the trigger writes it.
UPDATE transcripts SET list_item = NULL;--> statement-breakpoint
-- The same answer as migration 0014's, from the stored rows. The cursor's microseconds are computed for the
-- page's last row only, inside its aggregate.
CREATE OR REPLACE FUNCTION rapport_transcript_page(p_user text, p_statuses text[], p_before_micros bigint, p_before_id text, p_limit int,
  OUT page text, OUT next_micros text, OUT next_id text)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_before timestamptz := timestamptz 'epoch' + p_before_micros * interval '1 microsecond';
  v_rows int;
BEGIN
  -- Two statements, not one with "cursor IS NULL OR": a generic plan could not use the cursor as an index bound.
  IF p_before_id IS NULL THEN
    SELECT '[' || coalesce(string_agg(r.item || ',"aiScore":' || coalesce(r.ai_score::text, 'null') || '}', ',') FILTER (WHERE r.n <= p_limit), '') || ']',
           max((extract(epoch from r.uploaded_at) * 1000000)::bigint::text) FILTER (WHERE r.n = p_limit),
           max(r.id) FILTER (WHERE r.n = p_limit), count(*)
    INTO page, next_micros, next_id, v_rows
    FROM (
      SELECT t.list_item AS item, a.ai_score, t.uploaded_at, t.id,
             row_number() OVER (ORDER BY t.uploaded_at DESC, t.id DESC) AS n
      FROM transcripts t LEFT JOIN analyses a ON a.transcript_id = t.id
      WHERE t.user_id = p_user AND t.deleted_at IS NULL AND (p_statuses IS NULL OR t.status = ANY (p_statuses))
      ORDER BY t.uploaded_at DESC, t.id DESC
      LIMIT p_limit + 1) r;
  ELSE
    SELECT '[' || coalesce(string_agg(r.item || ',"aiScore":' || coalesce(r.ai_score::text, 'null') || '}', ',') FILTER (WHERE r.n <= p_limit), '') || ']',
           max((extract(epoch from r.uploaded_at) * 1000000)::bigint::text) FILTER (WHERE r.n = p_limit),
           max(r.id) FILTER (WHERE r.n = p_limit), count(*)
    INTO page, next_micros, next_id, v_rows
    FROM (
      SELECT t.list_item AS item, a.ai_score, t.uploaded_at, t.id,
             row_number() OVER (ORDER BY t.uploaded_at DESC, t.id DESC) AS n
      FROM transcripts t LEFT JOIN analyses a ON a.transcript_id = t.id
      WHERE t.user_id = p_user AND t.deleted_at IS NULL AND (p_statuses IS NULL OR t.status = ANY (p_statuses))
        AND (t.uploaded_at, t.id) < (v_before, p_before_id)
      ORDER BY t.uploaded_at DESC, t.id DESC
      LIMIT p_limit + 1) r;
  END IF;
  IF v_rows <= p_limit THEN
    next_micros := NULL;
    next_id := NULL;
  END IF;
END $$;
