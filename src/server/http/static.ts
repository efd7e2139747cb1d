import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import fs from "node:fs";
import path from "node:path";
import { notFound } from "./errors";

export const CLIENT_DIST = path.resolve("dist/client");

/**
 * Serves the built SPA: real files as they are (hashed assets cached for a year), and index.html
 * for every other GET outside /api so the client router decides what to show.
 */
export async function registerStatic(app: FastifyInstance, root = CLIENT_DIST, { production = false } = {}): Promise<boolean> {
  if (!fs.existsSync(path.join(root, "index.html"))) return false;
  // Source maps hand out the client's source as written; a production install keeps them to itself.
  const servable = (file: string) => !(production && file.endsWith(".map"));
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    allowedPath: (pathName) => servable(pathName),
    // send's own `public, max-age=0` would overwrite the header set below.
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  app.get("/*", { config: { public: true } }, async (request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    // An API address nobody serves is a JSON 404, never the page (a client would parse HTML as data).
    if (url === "/api" || url.startsWith("/api/")) throw notFound(`No route GET ${url}`);
    const file = path.join(root, path.normalize(url));
    if (!servable(file)) throw notFound(`No file ${url}`);
    if (url !== "/" && file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file));
    }
    reply.header("cache-control", "no-cache");
    return reply.type("text/html").sendFile("index.html");
  });
  return true;
}
