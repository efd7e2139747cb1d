import { createHmac, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export const KEYS = { meetingbaas: "mb-key", recall: "recall-key", attendee: "attendee-key" } as const;
export const AUDIO = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));

/** The conversation every fake bot "recorded": two people, in order. */
export const CONVERSATION = [
  { speaker: "Dana Reyes", text: "Thanks for joining, Sam. What made you take this call?", start: 1.5, end: 5 },
  { speaker: "Sam Patel", text: "Our reps lose six hours a week to notes and our win rate fell to 18 percent.", start: 5.5, end: 11 },
  { speaker: "Dana Reyes", text: "Who else feels that? I'll send pricing by Friday.", start: 11.5, end: 15 },
];

export interface CreatedBot {
  provider: keyof typeof KEYS;
  id: string;
  body: Record<string, unknown>;
}

/**
 * Meeting BaaS (/mb), Recall.ai (/recall) and Attendee (/attendee) on one 127.0.0.1 server, each
 * checking its own API key and answering in its own shapes: bot creation, status, transcript
 * (Gladia-style utterances, Recall word lists, Attendee utterances) and a downloadable recording.
 */
export interface FakeBots {
  url: string;
  created: CreatedBot[];
  /** What status each bot reports when asked. */
  state: Map<string, string>;
  downloads: number;
  close(): Promise<void>;
}

export async function startFakeBots(): Promise<FakeBots> {
  const fake = { created: [] as CreatedBot[], state: new Map<string, string>(), downloads: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const base = `http://${req.headers.host}`;
      const url = new URL(req.url ?? "/", base);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const path = url.pathname;
      const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>) : {};
      const create = (provider: CreatedBot["provider"]) => {
        const id = `${provider}-bot-${randomUUID().slice(0, 8)}`;
        fake.created.push({ provider, id, body });
        fake.state.set(id, provider === "attendee" ? "scheduled" : provider === "recall" ? "ready" : "queued");
        return id;
      };

      if (path === "/files/audio.mp3") {
        fake.downloads += 1;
        res.writeHead(200, { "content-type": "audio/mpeg", "content-length": AUDIO.length });
        return res.end(AUDIO);
      }
      if (path === "/files/mb-transcript.json") {
        return json(200, { bot_id: "x", provider: "gladia", result: { utterances: CONVERSATION.map((u) => ({ ...u, language: "en" })) } });
      }
      if (path === "/files/recall-transcript.json") {
        return json(
          200,
          CONVERSATION.map((u) => ({
            participant: { id: 1, name: u.speaker },
            words: u.text.split(" ").map((text, i, all) => ({
              text,
              start_timestamp: { relative: u.start + ((u.end - u.start) * i) / all.length },
              end_timestamp: { relative: u.start + ((u.end - u.start) * (i + 1)) / all.length },
            })),
          })),
        );
      }

      if (path.startsWith("/mb/")) {
        if (req.headers["x-meeting-baas-api-key"] !== KEYS.meetingbaas) return json(401, { success: false, error: "Invalid API key" });
        if (req.method === "POST" && (path === "/mb/v2/bots/scheduled" || path === "/mb/v2/bots")) {
          if (path.endsWith("scheduled") && !body.join_at) return json(400, { success: false, error: "join_at is required" });
          return json(201, { success: true, data: { bot_id: create("meetingbaas") } });
        }
        const status = /^\/mb\/v2\/bots\/([^/]+)\/status$/.exec(path);
        if (status) return json(200, { success: true, data: { bot_id: status[1], status: fake.state.get(status[1]!) } });
        const details = /^\/mb\/v2\/bots\/([^/]+)$/.exec(path);
        if (details) {
          return json(200, {
            success: true,
            data: { bot_id: details[1], status: "completed", transcription: `${base}/files/mb-transcript.json`, audio: `${base}/files/audio.mp3` },
          });
        }
      }

      if (path.startsWith("/recall/")) {
        if (req.headers.authorization !== `Token ${KEYS.recall}`) return json(401, { detail: "Invalid token." });
        if (req.method === "POST" && path === "/recall/api/v1/bot/") return json(201, { id: create("recall") });
        const found = /^\/recall\/api\/v1\/bot\/([^/]+)\/$/.exec(path);
        if (found) {
          return json(200, {
            id: found[1],
            status_changes: [{ code: fake.state.get(found[1]!), sub_code: null }],
            recordings: [{ id: "rec-1", media_shortcuts: { transcript: { data: { download_url: `${base}/files/recall-transcript.json` } } } }],
          });
        }
        if (path === "/recall/api/v1/audio_mixed/" && url.searchParams.get("recording_id") === "rec-1") {
          return json(200, { results: [{ data: { download_url: `${base}/files/audio.mp3` } }] });
        }
      }

      if (path.startsWith("/attendee/")) {
        if (req.headers.authorization !== `Token ${KEYS.attendee}`) return json(401, { detail: "Invalid token." });
        if (req.method === "POST" && path === "/attendee/api/v1/bots") return json(201, { id: create("attendee"), state: "scheduled" });
        const found = /^\/attendee\/api\/v1\/bots\/([^/]+)(\/transcript|\/recording)?$/.exec(path);
        if (found?.[2] === "/transcript") {
          return json(
            200,
            CONVERSATION.map((u) => ({
              speaker_name: u.speaker,
              timestamp_ms: u.start * 1000,
              duration_ms: (u.end - u.start) * 1000,
              transcription: { transcript: u.text },
            })),
          );
        }
        if (found?.[2] === "/recording") return json(200, { url: `${base}/files/audio.mp3`, start_timestamp_ms: 0 });
        if (found) return json(200, { id: found[1], state: fake.state.get(found[1]!) });
      }
      json(404, { error: `no route ${req.method} ${path}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** Headers Svix would send for this body (Recall's webhooks). */
export function svixHeaders(secret: string, body: string, id = `msg_${randomUUID()}`, timestamp = Math.floor(Date.now() / 1000)) {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signature = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return { "svix-id": id, "svix-timestamp": String(timestamp), "svix-signature": `v1,${signature}` };
}

/** Attendee's X-Webhook-Signature for this body (its canonical JSON is what the fake sends). */
export const attendeeSignature = (secret: string, body: string) =>
  createHmac("sha256", Buffer.from(secret, "base64")).update(body).digest("base64");
