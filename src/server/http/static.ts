import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import fs from "node:fs";
import path from "node:path";

export const CLIENT_DIST = path.resolve("dist/client");

/**
 * Serves the built SPA: real files as they are (hashed assets cached for a year), and index.html
 * for every other GET outside /api so the client router decides what to show.
 */
export async function registerStatic(app: FastifyInstance, root = CLIENT_DIST): Promise<boolean> {
  if (!fs.existsSync(path.join(root, "index.html"))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // send's own `public, max-age=0` would overwrite the header set below.
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  app.get("/*", { config: { public: true } }, async (request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    const file = path.join(root, path.normalize(url));
    if (url !== "/" && file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file));
    }
    reply.header("cache-control", "no-cache");
    return reply.type("text/html").sendFile("index.html");
  });
  return true;
}
