CREATE TABLE "tracker_hits" (
	"id" text PRIMARY KEY NOT NULL,
	"transcript_id" text NOT NULL,
	"tracker_id" text NOT NULL,
	"speaker" integer NOT NULL,
	"at_seconds" real NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracker_hits" ADD CONSTRAINT "tracker_hits_transcript_id_transcripts_id_fk" FOREIGN KEY ("transcript_id") REFERENCES "public"."transcripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_hits" ADD CONSTRAINT "tracker_hits_tracker_id_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracker_hits_transcript_idx" ON "tracker_hits" USING btree ("transcript_id");--> statement-breakpoint
CREATE INDEX "tracker_hits_tracker_idx" ON "tracker_hits" USING btree ("tracker_id");