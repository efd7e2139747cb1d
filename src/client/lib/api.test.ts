import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { json, stubFetch } from "@tests/client/fetch-stub";
import { ApiError, apiJson, apiRequest, getQueryFn, urlFromQueryKey } from "./api";

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("sends FormData as is, without a JSON content type, with credentials", async () => {
    const fetchMock = stubFetch({ "POST /api/transcripts": () => json({ id: "t1" }, 201) });
    const form = new FormData();
    form.append("content", "hello");

    await apiRequest("POST", "/api/transcripts", form);

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toBeUndefined();
    expect(init?.credentials).toBe("include");
  });

  it("sends any other body as JSON with a JSON content type", async () => {
    const fetchMock = stubFetch({ "POST /api/profile": () => json({ ok: true }) });

    await apiRequest("POST", "/api/profile", { firstName: "Ada" });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"firstName":"Ada"}');
    expect(init?.headers).toEqual({ "Content-Type": "application/json" });
    expect(init?.credentials).toBe("include");
  });

  it("sends no body and no content type when there is no payload", async () => {
    const fetchMock = stubFetch({ "POST /api/auth/logout": () => json({ success: true }) });
    await apiRequest("POST", "/api/auth/logout");
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toBeUndefined();
  });

  it("rejects a non-OK answer with 'status: body' and keeps the status and parsed body", async () => {
    const body = { code: "CONFLICT", message: "An account with this email already exists" };
    stubFetch({ "POST /api/auth/signup": () => json(body, 409) });

    const error = await apiRequest("POST", "/api/auth/signup", {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`409: ${JSON.stringify(body)}`);
    expect(apiError.status).toBe(409);
    expect(apiError.body).toEqual(body);
    expect(apiError.serverMessage).toBe("An account with this email already exists");
  });

  it("uses the status text when the body is empty, and has no server message for a non-JSON body", async () => {
    stubFetch({
      "GET /api/empty": () => new Response(null, { status: 502, statusText: "Bad Gateway" }),
      "GET /api/text": () => new Response("upstream down", { status: 503, statusText: "Service Unavailable" }),
    });

    await expect(apiRequest("GET", "/api/empty")).rejects.toThrow("502: Bad Gateway");
    const error = (await apiRequest("GET", "/api/text").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("503: upstream down");
    expect(error.body).toBeUndefined();
    expect(error.serverMessage).toBeUndefined();
  });
});

describe("apiJson", () => {
  it("returns the parsed JSON, and null for an empty answer", async () => {
    stubFetch({
      "GET /api/stats": () => json({ totalCalls: 3 }),
      "DELETE /api/thing": () => new Response(null, { status: 204 }),
    });
    await expect(apiJson("GET", "/api/stats")).resolves.toEqual({ totalCalls: 3 });
    await expect(apiJson("DELETE", "/api/thing")).resolves.toBeNull();
  });
});

describe("getQueryFn", () => {
  const client = new QueryClient();
  const run = (on401: "returnNull" | "throw", queryKey: readonly unknown[]) =>
    client.fetchQuery({ queryKey, queryFn: getQueryFn({ on401 }), retry: false, staleTime: 0 });

  it("returns null on 401 when asked to", async () => {
    stubFetch({ "GET /api/auth/user": () => json({ code: "UNAUTHORIZED", message: "Sign in" }, 401) });
    await expect(run("returnNull", ["/api/auth/user"])).resolves.toBeNull();
  });

  it("throws an ApiError on 401 otherwise", async () => {
    stubFetch({ "GET /api/stats": () => json({ code: "UNAUTHORIZED", message: "Sign in" }, 401) });
    await expect(run("throw", ["/api/stats"])).rejects.toMatchObject({ status: 401 });
  });

  it("GETs the URL joined from the query key, with credentials, and returns its JSON", async () => {
    const fetchMock = stubFetch({ "GET /api/transcripts/42": () => json({ transcript: { id: 42 } }) });
    await expect(run("throw", ["/api/transcripts", 42])).resolves.toEqual({ transcript: { id: 42 } });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: "include" });
  });

  it("refuses query keys that are not path segments", () => {
    expect(() => urlFromQueryKey(["/api/x", { page: 2 }])).toThrow(TypeError);
  });
});
