CREATE TABLE "tracker_call_scans" (
	"transcript_id" text PRIMARY KEY NOT NULL,
	"organizations" jsonb NOT NULL,
	"seller_speakers" jsonb NOT NULL,
	"tracker_digests" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scan_token" text DEFAULT '' NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracker_rescans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracker_hits" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "trackers" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trackers" ADD COLUMN "team_id" text;--> statement-breakpoint
ALTER TABLE "tracker_call_scans" ADD CONSTRAINT "tracker_call_scans_transcript_id_transcripts_id_fk" FOREIGN KEY ("transcript_id") REFERENCES "public"."transcripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_rescans" ADD CONSTRAINT "tracker_rescans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackers" ADD CONSTRAINT "trackers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trackers_team_idx" ON "trackers" USING btree ("team_id","created_at");--> statement-breakpoint
ALTER TABLE "trackers" ADD CONSTRAINT "trackers_one_owner" CHECK (num_nonnulls("trackers"."user_id", "trackers"."team_id") = 1);