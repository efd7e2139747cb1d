ALTER TABLE "transcripts" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "transcripts" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
CREATE UNIQUE INDEX "transcripts_user_idempotency_key_idx" ON "transcripts" USING btree ("user_id","idempotency_key") WHERE "transcripts"."idempotency_key" IS NOT NULL;