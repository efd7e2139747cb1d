import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

interface Grant {
  codeChallenge: string;
  redirectUri: string;
}

/**
 * Google's and Microsoft's OAuth token, revoke and calendar endpoints on 127.0.0.1, for the real
 * adapters: /token (any tenant path), /revoke, Google's events.list and Graph's calendarView, each
 * paged in two. Access tokens can be expired at will to drive the refresh path.
 */
export interface FakeCalendar {
  url: string;
  /** Stands in for the consent page: reads the authorize URL and answers the code it would return. */
  consent(authUrl: string): { code: string; params: URLSearchParams };
  googleEvents: unknown[];
  graphEvents: unknown[];
  /** The access token the calendar APIs accept right now. */
  validAccessToken: string | null;
  expiresIn: number;
  tokenRequests: URLSearchParams[];
  revoked: string[];
  eventRequests: { path: string; query: URLSearchParams; prefer: string | undefined }[];
  close(): Promise<void>;
}

const token = (kind: string) => `${kind}-${randomBytes(6).toString("hex")}`;

export async function startFakeCalendar({ clientId, clientSecret }: { clientId: string; clientSecret: string }): Promise<FakeCalendar> {
  const grants = new Map<string, Grant>();
  const refreshTokens = new Set<string>();
  const fake: Omit<FakeCalendar, "url" | "close" | "consent"> = {
    googleEvents: [],
    graphEvents: [],
    validAccessToken: null,
    expiresIn: 3600,
    tokenRequests: [],
    revoked: [],
    eventRequests: [],
  };

  const issue = (withRefresh: boolean) => {
    fake.validAccessToken = token("access");
    const refresh = withRefresh ? token("refresh") : undefined;
    if (refresh) refreshTokens.add(refresh);
    return { access_token: fake.validAccessToken, refresh_token: refresh, expires_in: fake.expiresIn, token_type: "Bearer" };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));

      if (req.method === "POST" && url.pathname.endsWith("/token")) {
        fake.tokenRequests.push(form);
        if (form.get("client_id") !== clientId || form.get("client_secret") !== clientSecret) return json(401, { error: "invalid_client" });
        if (form.get("grant_type") === "authorization_code") {
          const grant = grants.get(form.get("code") ?? "");
          grants.delete(form.get("code") ?? "");
          const verifier = form.get("code_verifier") ?? "";
          const challenge = createHash("sha256").update(verifier).digest("base64url");
          if (!grant || grant.codeChallenge !== challenge || grant.redirectUri !== form.get("redirect_uri")) {
            return json(400, { error: "invalid_grant" });
          }
          return json(200, issue(true));
        }
        if (form.get("grant_type") === "refresh_token") {
          if (!refreshTokens.has(form.get("refresh_token") ?? "")) return json(400, { error: "invalid_grant" });
          // Google keeps the refresh token; the answer carries only a new access token.
          return json(200, { ...issue(false), refresh_token: undefined });
        }
        return json(400, { error: "unsupported_grant_type" });
      }

      if (req.method === "POST" && url.pathname === "/revoke") {
        const revokedToken = form.get("token") ?? "";
        fake.revoked.push(revokedToken);
        refreshTokens.delete(revokedToken);
        return json(200, {});
      }

      const bearer = req.headers.authorization?.replace(/^Bearer /, "");
      const page = url.searchParams.get("pageToken") ?? url.searchParams.get("page");
      if (req.method === "GET" && (url.pathname === "/calendar/v3/calendars/primary/events" || url.pathname === "/v1.0/me/calendarView")) {
        fake.eventRequests.push({ path: url.pathname, query: url.searchParams, prefer: String(req.headers.prefer ?? "") || undefined });
        if (!bearer || bearer !== fake.validAccessToken) return json(401, { error: { code: 401, message: "Invalid Credentials" } });
        const google = url.pathname.startsWith("/calendar");
        const all = google ? fake.googleEvents : fake.graphEvents;
        const half = Math.ceil(all.length / 2);
        const items = page ? all.slice(half) : all.slice(0, half);
        if (google) return json(200, { kind: "calendar#events", items, ...(page || half === all.length ? {} : { nextPageToken: "p2" }) });
        const next = new URL(`http://${req.headers.host}/v1.0/me/calendarView`);
        next.search = url.search;
        next.searchParams.set("page", "2");
        return json(200, { value: items, ...(page || half === all.length ? {} : { "@odata.nextLink": next.toString() }) });
      }
      json(404, { error: "not found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    consent(authUrl: string) {
      const params = new URL(authUrl).searchParams;
      const code = token("code");
      grants.set(code, { codeChallenge: params.get("code_challenge") ?? "", redirectUri: params.get("redirect_uri") ?? "" });
      return { code, params };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
