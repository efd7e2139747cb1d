CREATE TABLE "analyses" (
	"id" text PRIMARY KEY NOT NULL,
	"transcript_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ai_score" real NOT NULL,
	"conversion_probability" real NOT NULL,
	"talk_time_ratio" real NOT NULL,
	"sentiment_score" real NOT NULL,
	"meddic_scorecard" jsonb NOT NULL,
	"sales_coaching" jsonb NOT NULL,
	"meeting_summary" jsonb NOT NULL,
	"metrics" jsonb NOT NULL,
	"engine" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcripts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration" integer NOT NULL,
	"file_size" integer NOT NULL,
	"content" text NOT NULL,
	"source" text NOT NULL,
	"format" text NOT NULL,
	"meeting_name" text,
	"recording_url" text,
	"named_entities" text,
	"diarization_data" jsonb NOT NULL,
	"speaker_mapping" jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_transcript_id_transcripts_id_fk" FOREIGN KEY ("transcript_id") REFERENCES "public"."transcripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcripts" ADD CONSTRAINT "transcripts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analyses_transcript_idx" ON "analyses" USING btree ("transcript_id");--> statement-breakpoint
CREATE INDEX "analyses_user_created_idx" ON "analyses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transcripts_user_uploaded_idx" ON "transcripts" USING btree ("user_id","uploaded_at");