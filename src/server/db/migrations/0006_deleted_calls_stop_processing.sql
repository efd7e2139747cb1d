-- Calls deleted while analysed were left "processing" and re-queued by every sweep (issue 13 item 12).
UPDATE "transcripts" SET "status" = 'failed', "failure_reason" = 'Deleted before its analysis finished'
WHERE "deleted_at" IS NOT NULL AND "status" = 'processing';
