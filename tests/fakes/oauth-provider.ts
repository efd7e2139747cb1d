import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type TokenFailure = "invalid_grant" | "invalid_client" | "server_error" | "network" | null;

interface Grant {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  userinfo: Record<string, unknown>;
  idTokenClaims: Record<string, unknown>;
}

/**
 * A stand-in for Google's or Microsoft's OAuth endpoints on 127.0.0.1: authorize (signs the next
 * person in at once and redirects back with a code), token (checks client, code, redirect URI and the
 * PKCE verifier) and userinfo. Paths are matched by their ending, so one fake serves both layouts.
 */
export interface FakeProvider {
  url: string;
  /** Who signs in at the next authorize request: userinfo claims, and ID-token claims. */
  nextPerson(userinfo: Record<string, unknown>, idTokenClaims?: Record<string, unknown>): void;
  failToken(failure: TokenFailure): void;
  failUserinfo(status: number | null): void;
  /** Parameters of every authorize request, and form fields of every token request. */
  authorizeRequests: URLSearchParams[];
  tokenRequests: URLSearchParams[];
  close(): Promise<void>;
}

const unsignedJwt = (claims: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.`;

export async function startFakeProvider({ clientId, clientSecret }: { clientId: string; clientSecret: string }): Promise<FakeProvider> {
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, Record<string, unknown>>();
  const authorizeRequests: URLSearchParams[] = [];
  const tokenRequests: URLSearchParams[] = [];
  let person: { userinfo: Record<string, unknown>; idTokenClaims: Record<string, unknown> } | null = null;
  let tokenFailure: TokenFailure = null;
  let userinfoFailure: number | null = null;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };

      if (req.method === "GET" && /\/(auth|authorize)$/.test(url.pathname)) {
        const params = url.searchParams;
        authorizeRequests.push(params);
        if (!person) return json(400, { error: "nobody is signing in" });
        const code = randomBytes(16).toString("hex");
        grants.set(code, {
          clientId: params.get("client_id") ?? "",
          redirectUri: params.get("redirect_uri") ?? "",
          codeChallenge: params.get("code_challenge") ?? "",
          ...person,
        });
        const back = new URL(params.get("redirect_uri") ?? "http://invalid");
        back.searchParams.set("code", code);
        back.searchParams.set("state", params.get("state") ?? "");
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }

      if (req.method === "POST" && url.pathname.endsWith("/token")) {
        const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
        tokenRequests.push(form);
        if (tokenFailure === "network") return req.socket.destroy();
        if (tokenFailure === "server_error") return json(503, { error: "temporarily_unavailable" });
        if (tokenFailure) return json(400, { error: tokenFailure });
        if (form.get("client_id") !== clientId || form.get("client_secret") !== clientSecret) {
          return json(401, { error: "invalid_client" });
        }
        const grant = grants.get(form.get("code") ?? "");
        grants.delete(form.get("code") ?? "");
        const verifier = form.get("code_verifier") ?? "";
        const challenge = createHash("sha256").update(verifier).digest("base64url");
        if (!grant || grant.redirectUri !== form.get("redirect_uri") || grant.codeChallenge !== challenge) {
          return json(400, { error: "invalid_grant" });
        }
        const accessToken = randomBytes(16).toString("hex");
        tokens.set(accessToken, grant.userinfo);
        return json(200, { access_token: accessToken, token_type: "Bearer", id_token: unsignedJwt(grant.idTokenClaims) });
      }

      if (req.method === "GET" && url.pathname.endsWith("/userinfo")) {
        if (userinfoFailure) return json(userinfoFailure, { error: "unavailable" });
        const info = tokens.get((req.headers.authorization ?? "").replace(/^Bearer /, ""));
        return info ? json(200, info) : json(401, { error: "invalid_token" });
      }
      json(404, { error: "not found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    nextPerson(userinfo, idTokenClaims = {}) {
      person = { userinfo, idTokenClaims };
    },
    failToken(failure) {
      tokenFailure = failure;
    },
    failUserinfo(status) {
      userinfoFailure = status;
    },
    authorizeRequests,
    tokenRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
