-- Issue 16: lists that scale. What a list shows (preview, content length) and the search vector are derived
-- by the database when a transcript is written, so a list never reads the transcript's text; every change to a
-- user's calls, analyses, meetings or account bumps users.data_version, the ETag of the polled answers.
DROP INDEX "transcripts_user_uploaded_idx";--> statement-breakpoint
ALTER TABLE "transcripts" ADD COLUMN "preview" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "transcripts" ADD COLUMN "content_length" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transcripts" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "transcripts_user_list_idx" ON "transcripts" USING btree ("user_id","uploaded_at","id");--> statement-breakpoint
-- fastupdate off: PGlite has no autovacuum to flush GIN's pending list, which made its planner read every
-- call's vector instead of using the index.
CREATE INDEX "transcripts_search_idx" ON "transcripts" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
-- The preview is what was said, a "Name: text" line per utterance (the mapping's name first, as the download
-- does), not the file's markup; text not split into utterances falls back to its start. 300 = PREVIEW_CHARS.
CREATE FUNCTION rapport_transcript_preview(diarization jsonb, mapping jsonb, content text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    (SELECT left(string_agg(
        coalesce(nullif(btrim(mapping -> (said.u ->> 'speaker') ->> 'name'), ''),
                 nullif(btrim(said.u ->> 'name'), ''),
                 'Speaker ' || ((said.u ->> 'speaker')::int + 1)) || ': ' || (said.u ->> 'text'),
        E'\n' ORDER BY said.n), 300)
     FROM jsonb_array_elements(CASE WHEN jsonb_typeof(diarization) = 'array' THEN diarization ELSE '[]'::jsonb END)
          WITH ORDINALITY AS said(u, n)
     WHERE said.n <= 12),
    left(content, 300))
$$;--> statement-breakpoint
-- The search document: the call's names weigh more (A) than what was said (B). The spoken text is cut at
-- 200,000 characters (hours of speech) so no call can exceed PostgreSQL's 1 MB tsvector limit.
CREATE FUNCTION rapport_transcript_search(name text, meeting_name text, diarization jsonb, content text) RETURNS tsvector
LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('english', coalesce(meeting_name, '') || ' ' || coalesce(name, '')), 'A')
      || setweight(to_tsvector('english', left(coalesce(
           (SELECT string_agg(said.u ->> 'text', E'\n' ORDER BY said.n)
            FROM jsonb_array_elements(CASE WHEN jsonb_typeof(diarization) = 'array' THEN diarization ELSE '[]'::jsonb END)
                 WITH ORDINALITY AS said(u, n)),
           content, ''), 200000)), 'B')
$$;--> statement-breakpoint
CREATE FUNCTION rapport_transcripts_list_fields() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.content IS DISTINCT FROM OLD.content
     OR NEW.diarization_data IS DISTINCT FROM OLD.diarization_data
     OR NEW.speaker_mapping IS DISTINCT FROM OLD.speaker_mapping THEN
    NEW.preview := rapport_transcript_preview(NEW.diarization_data, NEW.speaker_mapping, NEW.content);
    NEW.content_length := length(NEW.content);
  END IF;
  IF TG_OP = 'INSERT' OR NEW.content IS DISTINCT FROM OLD.content
     OR NEW.diarization_data IS DISTINCT FROM OLD.diarization_data
     OR NEW.name IS DISTINCT FROM OLD.name OR NEW.meeting_name IS DISTINCT FROM OLD.meeting_name THEN
    NEW.search_vector := rapport_transcript_search(NEW.name, NEW.meeting_name, NEW.diarization_data, NEW.content);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER transcripts_list_fields BEFORE INSERT OR UPDATE ON transcripts
  FOR EACH ROW EXECUTE FUNCTION rapport_transcripts_list_fields();--> statement-breakpoint
-- Backfill: the trigger only runs on writes to come.
UPDATE transcripts SET
  preview = rapport_transcript_preview(diarization_data, speaker_mapping, content),
  content_length = length(content),
  search_vector = rapport_transcript_search(name, meeting_name, diarization_data, content);--> statement-breakpoint
-- One statement-level bump per statement and user (transition tables), so a bulk write does not update the
-- users row once per call. A row update of users not touching data_version bumps it too (plan, profile).
CREATE FUNCTION rapport_bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users SET data_version = data_version + 1 WHERE id IN (SELECT user_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE users SET data_version = data_version + 1
    WHERE id IN (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows);
  ELSE
    UPDATE users SET data_version = data_version + 1 WHERE id IN (SELECT user_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER transcripts_version_insert AFTER INSERT ON transcripts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rapport_bump_data_version();--> statement-breakpoint
CREATE TRIGGER transcripts_version_update AFTER UPDATE ON transcripts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rapport_bump_data_version();--> statement-breakpoint
CREATE TRIGGER transcripts_version_delete AFTER DELETE ON transcripts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rapport_bump_data_version();--> statement-breakpoint
CREATE TRIGGER analyses_version_insert AFTER INSERT ON analyses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rapport_bump_data_version();--> statement-breakpoint
CREATE TRIGGER analyses_version_update AFTER UPDATE ON analyses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rapport_bump_data_version();--> statement-breakpoint
CREATE TRIGGER analyses_version_delete AFTER DELETE ON analyses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rapport_bump_data_version();--> statement-breakpoint
CREATE TRIGGER meetings_version_insert AFTER INSERT ON meetings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rapport_bump_data_version();--> statement-breakpoint
CREATE TRIGGER meetings_version_update AFTER UPDATE ON meetings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rapport_bump_data_version();--> statement-breakpoint
CREATE TRIGGER meetings_version_delete AFTER DELETE ON meetings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rapport_bump_data_version();--> statement-breakpoint
CREATE FUNCTION rapport_users_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.data_version = OLD.data_version THEN NEW.data_version := OLD.data_version + 1; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER users_version BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION rapport_users_version();
