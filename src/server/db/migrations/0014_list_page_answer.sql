-- Issue 16: the list's page as the exact body the route sends, and the next page's cursor beside it, so a
-- request that misses the answer cache neither parses the page's JSON, drops its cursor fields and
-- stringifies it again, nor checks 50 rows against the schema: on PostgreSQL that work and its garbage were
-- about 0.4 of a miss's 1.3 ms of web-process CPU (docs/ARCHITECTURE.md, lists). The row's shape is
-- rapport_list_item's, the same fields and types as transcriptListItemSchema (src/shared/transcripts.ts),
-- which the list tests hold it to; a change to what a row shows is a new migration replacing both.
-- Replaces migration 0013's rapport_transcript_page (its result type changes, so it is dropped first).
DROP FUNCTION rapport_transcript_page(text, text[], bigint, text, integer);--> statement-breakpoint
-- Quoted names: row_to_json writes a composite's field names as its keys, the client's camelCase.
CREATE TYPE rapport_list_item AS (
  id text, name text, status text, "failureReason" text, "uploadedAt" text, duration integer, "fileSize" integer,
  source text, "meetingName" text, "recordingUrl" text, preview text, "contentLength" integer, "aiScore" real
);--> statement-breakpoint
-- page: a JSON array of at most p_limit rows, newest first, compact; next_micros and next_id: the last row's
-- upload time in microseconds and id when a further row exists (the keyset cursor), else null. Reads one
-- row more than it shows to know that. Walks transcripts_user_list_idx backwards from the cursor and never
-- reads transcript text. p_statuses null is every status.
CREATE FUNCTION rapport_transcript_page(p_user text, p_statuses text[], p_before_micros bigint, p_before_id text, p_limit int,
  OUT page text, OUT next_micros text, OUT next_id text)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_before timestamptz := timestamptz 'epoch' + p_before_micros * interval '1 microsecond';
  v_rows int;
BEGIN
  -- Two statements, not one with "cursor IS NULL OR": a generic plan could not use the cursor as an index bound.
  IF p_before_id IS NULL THEN
    SELECT '[' || coalesce(string_agg(row_to_json(r.item)::text, ',') FILTER (WHERE r.n <= p_limit), '') || ']',
           max(r.micros) FILTER (WHERE r.n = p_limit), max(r.id) FILTER (WHERE r.n = p_limit), count(*)
    INTO page, next_micros, next_id, v_rows
    FROM (
      SELECT ROW(t.id, t.name, t.status, t.failure_reason,
                 to_char(t.uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), t.duration, t.file_size,
                 t.source, t.meeting_name, t.recording_url, t.preview, t.content_length, a.ai_score)::rapport_list_item AS item,
             (extract(epoch from t.uploaded_at) * 1000000)::bigint::text AS micros, t.id,
             row_number() OVER (ORDER BY t.uploaded_at DESC, t.id DESC) AS n
      FROM transcripts t LEFT JOIN analyses a ON a.transcript_id = t.id
      WHERE t.user_id = p_user AND t.deleted_at IS NULL AND (p_statuses IS NULL OR t.status = ANY (p_statuses))
      ORDER BY t.uploaded_at DESC, t.id DESC
      LIMIT p_limit + 1) r;
  ELSE
    SELECT '[' || coalesce(string_agg(row_to_json(r.item)::text, ',') FILTER (WHERE r.n <= p_limit), '') || ']',
           max(r.micros) FILTER (WHERE r.n = p_limit), max(r.id) FILTER (WHERE r.n = p_limit), count(*)
    INTO page, next_micros, next_id, v_rows
    FROM (
      SELECT ROW(t.id, t.name, t.status, t.failure_reason,
                 to_char(t.uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), t.duration, t.file_size,
                 t.source, t.meeting_name, t.recording_url, t.preview, t.content_length, a.ai_score)::rapport_list_item AS item,
             (extract(epoch from t.uploaded_at) * 1000000)::bigint::text AS micros, t.id,
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
