import { z } from "zod";

/**
 * The labelled corpus the engine is trained and measured on (see README.md beside this file).
 * One JSON file per call under calls/. The raw transcript the engine reads is rendered from `turns`
 * in the call's `format` (render.ts), so the same labelled call also measures ingestion.
 */

import { SENTENCE_LABELS } from "@server/engine/classifier/labels";

export { SENTENCE_LABELS, type SentenceLabel } from "@server/engine/classifier/labels";

export const CALL_TYPES = [
  "discovery",
  "demo",
  "pricing",
  "procurement",
  "negotiation",
  "renewal",
  "closing",
  "cold_call",
  "follow_up",
  "persuasion",
  "non_sales",
] as const;

export const TRANSCRIPT_FORMATS = [
  "name_colon", // Dana Ruiz: text
  "bracket_time_name", // [00:01:02] Dana Ruiz: text
  "zoom_vtt", // WEBVTT, cue numbers, "Dana Ruiz: text" inside cues
  "teams_vtt", // WEBVTT with <v Dana Ruiz>text</v>
  "srt", // numbered cues, "Dana Ruiz: text"
  "otter", // "Dana Ruiz  0:03" line, text on the next line(s)
  "fathom", // "0:21 - Dana Ruiz" line, text below
  "markdown_heading", // "### Dana Ruiz - 01:09" then text
  "at_name", // "@Dana Ruiz [3:11]: text"
  "speaker_time_lines", // "Speaker 2" line, "00:04" line, text line
  "name_paren_time", // "Dana Ruiz (00:04:12): text"
  "gong", // "Dana Ruiz | 02:15" line then text
  "fireflies", // "Dana Ruiz - 00:02:15" then text; header lines with meeting title and date
  "chat", // plain chat log: "Persuader: text" / "Persuadee: text" style or "A:" "B:"
  "google_meet", // "Title - Transcript", "Attendees", time lines every few minutes, "Name: text" lines, footers
  "zoom_txt", // Zoom's saved captions: "[Dana Ruiz] 10:02:33" line (a wall clock), text below
  "tab_separated", // "00:01:02<TAB>Dana Ruiz<TAB>text" rows
  "avoma", // "Dana Ruiz · 00:01" line, text below (Avoma, tl;dv)
  "chorus", // "0:03 Dana Ruiz" line, text below (Chorus, Teams' .docx)
  "whatsapp_android", // "18/11/2026, 19:42 - Dana Ruiz: text" (also "11/18/26, 7:42 PM", "18.11.26, 19:42"), app notes, media left out
  "whatsapp_ios", // "[18/11/2026, 19:42:05] Dana Ruiz: text" (and 12-hour locales), marked app notes, media left out
  "teams_chat", // "[11/18/2026 7:42 PM] Dana Ruiz: text" or "[18/11/2026 19:42] ...": Teams chat copied out
  "slack_chat", // "[7:42 PM] Dana Ruiz: text": Slack messages copied out
  "clock_chat", // "[19:42] Dana Ruiz: text": a chat's hours and minutes, not a recording's minutes and seconds
  "slack_header", // "Dana Ruiz  7:42 PM" (or "Dana Ruiz, 7:42 PM") line, text below: Slack, LinkedIn, iMessage copied out
] as const;

const sentenceSchema = z.object({
  text: z.string().min(1),
  labels: z.array(z.enum(SENTENCE_LABELS)).optional(),
});

const turnSchema = z.object({
  speaker: z.string().min(1),
  sentences: z.array(sentenceSchema).min(1),
});

const meddicResult = z.enum(["Yes", "Partial", "No"]);

export const corpusCallSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** Who wrote it and under what licence; for a public transcript, where it came from. */
    source: z.string().min(1),
    callType: z.enum(CALL_TYPES),
    industry: z.string().min(1),
    /** won: the buyer committed (purchase, signature, a booked next meeting, a donation); lost: declined,
     *  opted out, or left with nothing agreed; none: not a sales conversation. */
    outcome: z.enum(["won", "lost", "none"]),
    format: z.enum(TRANSCRIPT_FORMATS),
    /** When true the transcript shows generic labels ("Speaker 1") instead of names. */
    genericLabels: z.boolean().default(false),
    /** Lines a tool puts above the dialogue (title, date, attendees, "Call Notes"); never dialogue. */
    header: z.array(z.string()).default([]),
    speakers: z
      .array(
        z.object({
          name: z.string().min(1),
          side: z.enum(["seller", "customer", "other"]),
          title: z.string().optional(),
        }),
      )
      .min(1),
    turns: z.array(turnSchema).min(1),
    meddic: z.object({
      metrics: meddicResult,
      economic_buyer: meddicResult,
      decision_criteria: meddicResult,
      decision_process: meddicResult,
      identify_pain: meddicResult,
      champion: meddicResult,
    }),
    followUps: z.array(
      z.object({ owner: z.string().min(1), action: z.string().min(1), due: z.string().nullable() }),
    ),
    /** What a manager would write as the one-paragraph summary. */
    summary: z.string().min(1),
    /** 0-10: how well the seller ran this call for its type, as a manager would grade it. */
    repGrade: z.number().min(0).max(10),
    notes: z.string().optional(),
  })
  .superRefine((call, ctx) => {
    const names = new Set(call.speakers.map((s) => s.name));
    call.turns.forEach((turn, i) => {
      if (!names.has(turn.speaker)) {
        ctx.addIssue({ code: "custom", path: ["turns", i, "speaker"], message: `unknown speaker ${turn.speaker}` });
      }
    });
  });
export type CorpusCall = z.infer<typeof corpusCallSchema>;
