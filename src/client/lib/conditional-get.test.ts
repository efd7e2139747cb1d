import { afterEach, describe, expect, it, vi } from "vitest";
import { conditionalGet, forgetConditionalAnswers, nextLink } from "./conditional-get";

afterEach(() => {
  forgetConditionalAnswers();
  vi.unstubAllGlobals();
});

describe("conditionalGet", () => {
  it("sends the last ETag and reuses the kept answer, the same object, on 304", async () => {
    const sent: (string | null)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        const tag = new Headers(init.headers).get("If-None-Match");
        sent.push(tag);
        expect(init).toMatchObject({ credentials: "include", cache: "no-store" });
        if (tag === 'W/"7-a"') return new Response(null, { status: 304 });
        return new Response(JSON.stringify([{ id: "t1" }]), { headers: { ETag: 'W/"7-a"', Link: '</api/transcripts?before=x>; rel="next"' } });
      }),
    );
    const first = await conditionalGet("/api/transcripts");
    const second = await conditionalGet("/api/transcripts");
    expect(sent).toEqual([null, 'W/"7-a"']);
    expect(second.answer).toBe(first.answer);
    expect(second.answer).toEqual({ data: [{ id: "t1" }], next: "/api/transcripts?before=x" });
  });

  it("keeps nothing for an answer without a tag or an error", async () => {
    const sent: (string | null)[] = [];
    let status = 200;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(new Headers(init.headers).get("If-None-Match"));
        return status === 200 ? new Response("[]", { headers: { ETag: 'W/"1-a"' } }) : new Response("{}", { status });
      }),
    );
    await conditionalGet("/api/stats");
    status = 500;
    expect((await conditionalGet("/api/stats")).answer).toBeNull();
    status = 200;
    await conditionalGet("/api/stats");
    expect(sent).toEqual([null, 'W/"1-a"', null]);
  });
});

describe("nextLink", () => {
  it("reads rel=next among other links", () => {
    expect(nextLink('</a?x=1>; rel="prev", </b?before=c>; rel="next"')).toBe("/b?before=c");
    expect(nextLink(null)).toBeNull();
    expect(nextLink('</a>; rel="prev"')).toBeNull();
  });
});
