-- Issue 16: the two statements every list poll runs, as plpgsql functions so their plans are cached per
-- connection. Parsing and planning the page query cost more than running it on PGlite (about 0.5 ms of WASM
-- per request, bench/lists.bench.ts); a function's plan is made once. The generic plan is forced: with the
-- page size a parameter PostgreSQL otherwise re-plans every call. Callers: http/sessions.ts and
-- features/transcripts/list-query.ts. A change to what a list row shows is a new migration replacing
-- rapport_transcript_page (and transcriptListItemSchema, which checks its answer).

-- The session check: the session by its hash and its user's data version, both by primary key.
CREATE FUNCTION rapport_session(p_hash text) RETURNS TABLE (id text, user_id text, expires_at timestamptz, data_version bigint)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN QUERY
    SELECT s.id, s.user_id, s.expires_at, u.data_version
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id = p_hash AND s.expires_at > now();
END $$;--> statement-breakpoint
-- One page of a user's calls, newest first, as JSON text: an array of at most p_limit + 1 rows (one more than
-- asked tells the caller a next page exists), each shaped as transcriptListItemSchema plus "micros", its upload
-- time in microseconds for the keyset cursor. Walks transcripts_user_list_idx backwards from the cursor and
-- never reads transcript text. p_statuses null is every status.
CREATE FUNCTION rapport_transcript_page(p_user text, p_statuses text[], p_before_micros bigint, p_before_id text, p_limit int)
RETURNS text LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_before timestamptz := timestamptz 'epoch' + p_before_micros * interval '1 microsecond';
  v_rows text;
BEGIN
  -- Two statements, not one with "cursor IS NULL OR": a generic plan could not use the cursor as an index bound.
  IF p_before_id IS NULL THEN
    SELECT json_agg(r)::text INTO v_rows FROM (
      SELECT t.id, t.name, t.status, t.failure_reason AS "failureReason",
             to_char(t.uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "uploadedAt",
             t.duration, t.file_size AS "fileSize", t.source, t.meeting_name AS "meetingName",
             t.recording_url AS "recordingUrl", t.preview, t.content_length AS "contentLength", a.ai_score AS "aiScore",
             (extract(epoch from t.uploaded_at) * 1000000)::bigint::text AS micros
      FROM transcripts t LEFT JOIN analyses a ON a.transcript_id = t.id
      WHERE t.user_id = p_user AND t.deleted_at IS NULL AND (p_statuses IS NULL OR t.status = ANY (p_statuses))
      ORDER BY t.uploaded_at DESC, t.id DESC
      LIMIT p_limit + 1) r;
  ELSE
    SELECT json_agg(r)::text INTO v_rows FROM (
      SELECT t.id, t.name, t.status, t.failure_reason AS "failureReason",
             to_char(t.uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "uploadedAt",
             t.duration, t.file_size AS "fileSize", t.source, t.meeting_name AS "meetingName",
             t.recording_url AS "recordingUrl", t.preview, t.content_length AS "contentLength", a.ai_score AS "aiScore",
             (extract(epoch from t.uploaded_at) * 1000000)::bigint::text AS micros
      FROM transcripts t LEFT JOIN analyses a ON a.transcript_id = t.id
      WHERE t.user_id = p_user AND t.deleted_at IS NULL AND (p_statuses IS NULL OR t.status = ANY (p_statuses))
        AND (t.uploaded_at, t.id) < (v_before, p_before_id)
      ORDER BY t.uploaded_at DESC, t.id DESC
      LIMIT p_limit + 1) r;
  END IF;
  RETURN coalesce(v_rows, '[]');
END $$;
