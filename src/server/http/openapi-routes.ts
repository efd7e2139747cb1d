import type { FastifyInstance } from "fastify";
import { openApiDocument, type RegisteredRoute } from "./openapi";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

interface Operation {
  summary: string;
  security: unknown[];
  requestBody?: unknown;
}

/** A plain server-rendered page: no script at all, so it lives happily under `script-src 'self'`. */
function docsPage(document: ReturnType<typeof openApiDocument>): string {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const rows = Object.entries(paths)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, op]) =>
          `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td>` +
          `<td>${escapeHtml(op.summary)}</td><td>${op.security.length ? "session" : "public"}</td><td>${op.requestBody ? "yes" : ""}</td></tr>`,
      ),
    );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rapport API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#111}table{border-collapse:collapse}td,th{padding:.3rem .8rem;border-bottom:1px solid #ddd;text-align:left}</style>
</head><body><h1>Rapport API</h1>
<p>OpenAPI ${escapeHtml(String(document.openapi))} document with every schema: <a href="/api/openapi.json">/api/openapi.json</a>.
Private operations need the <code>rapport_session</code> cookie set by sign-in.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Access</th><th>JSON body</th></tr></thead>
<tbody>${rows.join("\n")}</tbody></table></body></html>`;
}

/** GET /api/openapi.json and GET /api/docs, both public; built once, after every route is registered. */
export function openApiRoutes(app: FastifyInstance, routes: readonly RegisteredRoute[]): void {
  let document: ReturnType<typeof openApiDocument> | null = null;
  const built = () => (document ??= openApiDocument(routes));
  app.get("/api/openapi.json", { schema: { summary: "This document" }, config: { public: true } }, async () => built());
  app.get("/api/docs", { schema: { summary: "This document as a page" }, config: { public: true } }, async (_request, reply) =>
    reply.type("text/html; charset=utf-8").send(docsPage(built())),
  );
}
