import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, signUpUser, type TestApp } from "../server/app";
import { multipart } from "../server/multipart";

const NUL = "\u0000";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

async function count(table: string): Promise<number> {
  const result = await t.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
  return Number(rows[0]?.n ?? 0);
}

function expectRefused(response: { statusCode: number; json(): { message?: string } }): void {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.json().message).toEqual(expect.any(String));
}

describe("NUL bytes (issue 13 item 3)", () => {
  it("sign-up refuses a NUL in any field and creates no user", async () => {
    for (const field of ["firstName", "lastName", "email", "password"]) {
      const body = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", password: "correct horse" };
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/signup",
        payload: { ...body, [field]: `${body[field as keyof typeof body]}${NUL}x` },
      });
      expectRefused(response);
    }
    expect(await count("users")).toBe(0);
  });

  it("login refuses a NUL", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: `a${NUL}@example.com`, password: "x" } });
    expectRefused(response);
  });

  it("profile, bot config and password refuse a NUL and keep the stored values", async () => {
    const { cookie } = await signUpUser(t.app);
    const cases = [
      { url: "/api/profile", payload: { firstName: `A${NUL}`, lastName: "B", company: null, role: null } },
      { url: "/api/profile", payload: { firstName: "A", lastName: "B", company: `C${NUL}`, role: null } },
      { url: "/api/bot-config", payload: { botName: `Bot${NUL}`, botEntryMessage: "hi" } },
      { url: "/api/auth/password", payload: { currentPassword: `x${NUL}`, newPassword: "another horse", confirmPassword: "another horse" } },
    ];
    for (const { url, payload } of cases) expectRefused(await t.app.inject({ method: "POST", url, headers: { cookie }, payload }));
    const user = (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).json();
    expect(JSON.stringify(user)).not.toContain(NUL);
    expect(user.firstName).toBe("Ada");
  });

  it("schedule-bot refuses a NUL and books nothing", async () => {
    const { cookie } = await signUpUser(t.app);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const cases = [
      { url: "/api/schedule-bot", payload: { name: `Call${NUL}`, meetingUrl: "https://meet.google.com/abc-defg-hij", scheduledAt: at } },
      { url: "/api/meetings/schedule-bot", payload: { meetingName: "Call", meetingUrl: "https://meet.google.com/abc-defg-hij", scheduledAt: at, calendarEventId: `e${NUL}` } },
    ];
    for (const { url, payload } of cases) expectRefused(await t.app.inject({ method: "POST", url, headers: { cookie }, payload }));
    expect(await count("meetings")).toBe(0);
  });

  it("manual upload refuses a NUL in content, name, multipart fields, file name and file text, storing nothing", async () => {
    const { cookie } = await signUpUser(t.app);
    const json = [{ content: `Rep: hello${NUL}` }, { content: "Rep: hello", name: `N${NUL}` }];
    for (const payload of json) expectRefused(await t.app.inject({ method: "POST", url: "/api/transcripts", headers: { cookie }, payload }));
    const bodies = [
      multipart({ fields: { content: `Rep: hi${NUL}` } }),
      multipart({ fields: { name: `x${NUL}` }, file: { name: "call.txt", content: "Rep: hi\nBuyer: hello" } }),
      multipart({ file: { name: `call${NUL}.txt`, content: "Rep: hi\nBuyer: hello" } }),
      multipart({ file: { name: "call.txt", content: `Rep: hi${NUL}\nBuyer: hello` } }),
    ];
    for (const { payload, headers } of bodies) {
      expectRefused(await t.app.inject({ method: "POST", url: "/api/transcripts", headers: { ...headers, cookie }, payload }));
    }
    expect(await count("transcripts")).toBe(0);
  });

  it("speaker names refuse a NUL", async () => {
    const { cookie } = await signUpUser(t.app);
    const created = await t.app.inject({ method: "POST", url: "/api/transcripts", headers: { cookie }, payload: { content: "Rep: hi there\nBuyer: hello" } });
    const { transcript } = created.json();
    const mapping = transcript.speakerMapping ?? (await t.app.inject({ method: "GET", url: `/api/transcripts/${transcript.id}/speakers`, headers: { cookie } })).json().speakerMapping;
    const key = Object.keys(mapping)[0]!;
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/transcripts/${transcript.id}/speakers`,
      headers: { cookie },
      payload: { speakerMapping: { ...mapping, [key]: { ...mapping[key], name: `Bad${NUL}` } } },
    });
    expectRefused(response);
  });

  it("a NUL in a URL id or query answers 4xx", async () => {
    const { cookie } = await signUpUser(t.app);
    for (const url of [
      "/api/transcripts/%00",
      "/api/transcripts/abc%00/speakers",
      "/api/meetings/%00",
      "/api/meetings/%00/recording",
      "/api/analyses/transcript/%00",
      "/api/calendar/events?from=%00",
    ]) {
      expectRefused(await t.app.inject({ method: "GET", url, headers: { cookie } }));
    }
    expectRefused(await t.app.inject({ method: "DELETE", url: "/api/transcripts/%00", headers: { cookie } }));
  });
});

describe("broken multipart (issue 13 item 3)", () => {
  const boundary = "----rapportbroken";
  const cases: Record<string, { headers: Record<string, string>; payload: string }> = {
    "no boundary": { headers: { "content-type": "multipart/form-data" }, payload: "--x\r\nContent-Disposition: form-data; name=\"content\"\r\n\r\nRep: hi\r\n--x--\r\n" },
    "truncated body": {
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nRep: hi\nBuyer: hel`,
    },
    "a file part without a filename": {
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: text/plain\r\n\r\nRep: hi\nBuyer: hello\r\n--${boundary}--\r\n`,
    },
    "garbage": { headers: { "content-type": `multipart/form-data; boundary=${boundary}` }, payload: "\u0000\u0001\u0002 not multipart" },
  };
  for (const [name, { headers, payload }] of Object.entries(cases)) {
    it(`${name} answers 4xx and stores nothing`, async () => {
      const { cookie } = await signUpUser(t.app);
      const response = await t.app.inject({ method: "POST", url: "/api/transcripts", headers: { ...headers, cookie }, payload });
      expectRefused(response);
      expect(await count("transcripts")).toBe(0);
    });
  }
});
