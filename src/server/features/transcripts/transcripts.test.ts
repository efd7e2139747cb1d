import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, signUpUser, type TestApp } from "@tests/server/app";
import { transcripts, users } from "../../db/schema";
import { multipart } from "@tests/server/multipart";

let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ cookie } = await signUpUser(t.app, { firstName: "Dana", lastName: "Reyes" }));
});
afterEach(async () => t.close());

const CALL = [
  "[00:00:01] Dana Reyes: Hi Sam, thanks for making time today. How is the quarter going?",
  "[00:00:06] Sam Patel: Busy. Our reps spend six hours a week on call notes and we lose deals because of it.",
  "[00:00:15] Dana Reyes: That is a lot of time. What have you tried so far?",
  "[00:00:20] Sam Patel: Spreadsheets, mostly. Nobody keeps them up to date.",
].join("\n");

const upload = (body: { payload: Buffer; headers: Record<string, string> }, who = cookie) =>
  t.app.inject({ method: "POST", url: "/api/transcripts", ...body, headers: { ...body.headers, cookie: who } });
const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(transcripts))[0]!.n;

describe("POST /api/transcripts", () => {
  it("stores an uploaded file as processing, named after the file, with speakers and times", async () => {
    const response = await upload(multipart({ file: { name: "Acme discovery.txt", content: CALL } }));
    expect(response.statusCode).toBe(201);
    const { transcript } = response.json();
    expect(transcript).toMatchObject({
      name: "Acme discovery",
      status: "processing",
      source: "upload",
      fileSize: Buffer.byteLength(CALL),
      duration: expect.any(Number),
      content: CALL,
    });
    expect(transcript.diarizationData).toHaveLength(4);
    expect(transcript.diarizationData[1]).toMatchObject({ speaker: 1, name: "Sam Patel", start: 6 });

    const speakers = await t.app.inject({ url: `/api/transcripts/${transcript.id}/speakers`, headers: { cookie } });
    expect(speakers.json().speakerMapping).toEqual({
      "0": { name: "Dana Reyes", role: "account_owner" },
      "1": { name: "Sam Patel", role: "customer" },
    });
  });

  it("takes pasted text with an optional name that defaults to Manual Entry", async () => {
    const named = await upload(multipart({ fields: { content: CALL, name: "Pasted call" } }));
    expect(named.json().transcript.name).toBe("Pasted call");
    const unnamed = await upload(multipart({ fields: { content: CALL } }));
    expect(unnamed.statusCode).toBe(201);
    expect(unnamed.json().transcript.name).toBe("Manual Entry");
  });

  it.each([
    [{ fields: { content: "   \n\t " } }, 400, "Please enter transcript content"],
    [{ fields: {} }, 400, "Please enter transcript content"],
    [{ fields: { content: CALL, colour: "red" } }, 400, "Unknown field: colour"],
    [{ fields: { content: CALL, name: "n".repeat(201) } }, 400, "Name must be at most 200 characters"],
    [{ file: { name: "notes.pdf", content: "hello" } }, 415, "Unsupported file type: .pdf. Upload a .txt, .doc, .docx, .vtt, .srt or .md file."],
    [{ file: { name: "call.docx", content: "plain text pretending" } }, 400, "This .docx file is not a valid Word document"],
    [{ file: { name: "call.doc", content: "plain text pretending" } }, 400, "This .doc file is not a valid Word document"],
    [{ file: { name: "call.txt", content: Buffer.from([0, 1, 2, 3, 0, 0, 0, 255, 0, 7]) } }, 400, "This file does not look like text"],
    [{ file: { name: "big.txt", content: Buffer.alloc(10 * 1024 * 1024 + 1, "a") } }, 413, "File is larger than the 10MB limit"],
  ])("refuses %# with %i '%s' and stores nothing", async (body, status, message) => {
    const response = await upload(multipart(body as Parameters<typeof multipart>[0]));
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await count()).toBe(0);
  });

  it("answers 401 without a session", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/transcripts", ...multipart({ fields: { content: CALL } }) });
    expect(response.statusCode).toBe(401);
    expect(await count()).toBe(0);
  });
});

describe("plan limits", () => {
  it("refuses the upload past the plan's monthly limit with 403 and the limit text", async () => {
    for (let i = 0; i < 3; i++) expect((await upload(multipart({ fields: { content: CALL } }))).statusCode).toBe(201);
    const blocked = await upload(multipart({ fields: { content: CALL } }));
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toContain("You cannot record new meetings until next month or upgrade your plan.");
    const usage = (await t.app.inject({ url: "/api/usage/stats", headers: { cookie } })).json();
    expect(usage).toEqual({ plan: "free", current: 3, limit: 3, remaining: 0, percentUsed: 100, canCreate: false });
  });

  it("lets exactly one of ten simultaneous uploads through when one recording is left", async () => {
    for (let i = 0; i < 2; i++) await upload(multipart({ fields: { content: CALL } }));
    const results = await Promise.all(Array.from({ length: 10 }, () => upload(multipart({ fields: { content: CALL } }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(403)]);
    expect(await count()).toBe(3);
  });

  it("counts deleted calls, and only this calendar month's", async () => {
    const first = (await upload(multipart({ fields: { content: CALL } }))).json().transcript;
    await t.app.inject({ method: "DELETE", url: `/api/transcripts/${first.id}`, headers: { cookie } });
    await upload(multipart({ fields: { content: CALL } }));
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1) - 1000);
    await t.database.db.update(transcripts).set({ uploadedAt: lastMonth }).where(eq(transcripts.id, first.id));
    const usage = (await t.app.inject({ url: "/api/usage/stats", headers: { cookie } })).json();
    expect(usage).toMatchObject({ current: 1, limit: 3, remaining: 2, percentUsed: 33, canCreate: true });
  });

  it("reports no limit on the unlimited plan", async () => {
    await t.database.db.update(users).set({ plan: "unlimited" });
    await upload(multipart({ fields: { content: CALL } }));
    const usage = (await t.app.inject({ url: "/api/usage/stats", headers: { cookie } })).json();
    expect(usage).toEqual({ plan: "unlimited", current: 1, limit: null, remaining: null, percentUsed: 0, canCreate: true });
  });
});

describe("reading, correcting and deleting", () => {
  it("lists the user's calls newest first with a 300-character preview", async () => {
    await upload(multipart({ fields: { content: CALL, name: "first" } }));
    await upload(multipart({ fields: { content: `${"x".repeat(400)}`, name: "second" } }));
    const list = (await t.app.inject({ url: "/api/transcripts", headers: { cookie } })).json();
    expect(list.map((x: { name: string }) => x.name)).toEqual(["second", "first"]);
    expect(list[0].preview).toHaveLength(300);
    expect(list[0].contentLength).toBe(400);
    expect(list[0]).not.toHaveProperty("content");
  });

  it("hides one user's calls from another: 404 on every id route, absent from lists", async () => {
    const { transcript } = (await upload(multipart({ fields: { content: CALL } }))).json();
    const other = await signUpUser(t.app);
    for (const [method, url, payload] of [
      ["GET", `/api/transcripts/${transcript.id}`],
      ["GET", `/api/transcripts/${transcript.id}/speakers`],
      ["PUT", `/api/transcripts/${transcript.id}/speakers`, { speakerMapping: { "0": { name: "X", role: "account_owner" } } }],
      ["DELETE", `/api/transcripts/${transcript.id}`],
      ["GET", `/api/analyses/transcript/${transcript.id}`],
    ] as const) {
      const response = await t.app.inject({ method, url, payload, headers: { cookie: other.cookie } });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await t.app.inject({ url: "/api/transcripts", headers: { cookie: other.cookie } })).json()).toEqual([]);
    expect((await t.app.inject({ url: "/api/analyses", headers: { cookie: other.cookie } })).json()).toEqual([]);
    expect((await t.app.inject({ url: `/api/transcripts/${transcript.id}`, headers: { cookie } })).statusCode).toBe(200);
  });

  it("answers 401 on every transcript route without a session", async () => {
    for (const [method, url] of [
      ["GET", "/api/transcripts"],
      ["GET", "/api/transcripts/x"],
      ["GET", "/api/transcripts/x/speakers"],
      ["PUT", "/api/transcripts/x/speakers"],
      ["DELETE", "/api/transcripts/x"],
      ["GET", "/api/analyses"],
      ["GET", "/api/analyses/transcript/x"],
      ["GET", "/api/usage/stats"],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("saves a corrected speaker mapping and sends the call back for analysis", async () => {
    const { transcript } = (await upload(multipart({ fields: { content: CALL } }))).json();
    await t.database.db.update(transcripts).set({ status: "completed" });
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/transcripts/${transcript.id}/speakers`,
      headers: { cookie },
      payload: { speakerMapping: { "0": { name: "Dana R.", role: "customer" }, "1": { name: "Sam", role: "account_owner" } } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().transcript.status).toBe("processing");
    const [row] = await t.database.db.select().from(transcripts);
    expect(row!.speakerMapping["1"]).toEqual({ name: "Sam", role: "account_owner" });
    expect(row!.revision).toBe(1);
  });

  it.each([
    [{ speakerMapping: { "7": { name: "Ghost", role: "account_owner" } } }, "Speaker 7 is not in this transcript"],
    [{ speakerMapping: { "0": { name: "A", role: "customer" } } }, "Choose which speaker is the rep"],
    [{ speakerMapping: { "0": { name: "A".repeat(101), role: "account_owner" } } }, undefined],
    [{ speakerMapping: { "0": { name: "A", role: "boss" } } }, undefined],
    [{ speakerMapping: [] }, undefined],
    [{}, undefined],
  ])("refuses the mapping %j with 400", async (payload, message) => {
    const { transcript } = (await upload(multipart({ fields: { content: CALL } }))).json();
    const response = await t.app.inject({ method: "PUT", url: `/api/transcripts/${transcript.id}/speakers`, headers: { cookie }, payload });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    const [row] = await t.database.db.select().from(transcripts);
    expect(row!.revision).toBe(0);
  });

  it("deletes a call: gone from the list and its text wiped", async () => {
    const { transcript } = (await upload(multipart({ fields: { content: CALL } }))).json();
    const response = await t.app.inject({ method: "DELETE", url: `/api/transcripts/${transcript.id}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/transcripts/${transcript.id}`, headers: { cookie } })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(transcripts);
    expect(row!.content).toBe("");
    expect(row!.diarizationData).toEqual([]);
  });
});

describe("GET /api/transcripts preview", () => {
  it("is the spoken text with speaker names, never the file's markup", async () => {
    const vtt = [
      "WEBVTT",
      "",
      "00:00:01.000 --> 00:00:04.000",
      "<v Dana Reyes>Hi Sam, thanks for making time today.",
      "",
      "00:00:05.000 --> 00:00:09.000",
      "<v Sam Patel>Happy to. Our reps lose hours on call notes.",
      "",
    ].join("\n");
    expect((await upload(multipart({ file: { name: "Acme.vtt", content: vtt } }))).statusCode).toBe(201);
    const [item] = (await t.app.inject({ url: "/api/transcripts", headers: { cookie } })).json();
    expect(item.preview).toBe("Dana Reyes: Hi Sam, thanks for making time today.\nSam Patel: Happy to. Our reps lose hours on call notes.");
    expect(item.preview).not.toMatch(/WEBVTT|-->|<v /);
  });
});

describe("files that hold no speech", () => {
  it("refuses a WebVTT file with a header and no cues", async () => {
    const response = await upload(multipart({ file: { name: "empty.vtt", content: "WEBVTT\n\nNOTE nothing here\n" } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please enter transcript content");
    expect(await count()).toBe(0);
  });

  it.each(["....", "- - -\n...", "Dana Reyes: ...\nSam Patel: ?!"])("refuses text without a word (%j) with 400", async (content) => {
    for (const body of [{ fields: { content } }, { file: { name: "dots.txt", content } }]) {
      const response = await upload(multipart(body));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Please enter transcript content");
    }
    expect(await count()).toBe(0);
  });

  it("refuses text without a word without using the plan: the last recording of the month stays free", async () => {
    for (let i = 0; i < 2; i++) expect((await upload(multipart({ fields: { content: CALL } }))).statusCode).toBe(201);
    const dots = await upload(multipart({ fields: { content: "...." } }));
    expect(dots.statusCode).toBe(400);
    expect(dots.json().message).toBe("Please enter transcript content");
    expect((await t.app.inject({ url: "/api/usage/stats", headers: { cookie } })).json()).toMatchObject({ current: 2, canCreate: true });
    expect((await upload(multipart({ fields: { content: CALL } }))).statusCode).toBe(201);
  });
});
