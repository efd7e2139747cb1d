// `npm start` runs the build in dist/, so on a fresh clone it must build first: everything when the client
// has never been built, only the server (under a second) when its bundle is missing or older than its
// sources. The server used to run from source, so a pull followed by `npm start` must not run stale code.
import { existsSync, readdirSync, statSync } from "node:fs";
import { execSync } from "node:child_process";
import path from "node:path";

const SERVER_BUNDLE = "dist/server/main.js";
const SERVER_SOURCES = ["src/server", "src/shared", "package.json", "tsconfig.json"];

/** Newest modification time (ms) of a file or of any file under a folder. */
function newest(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((latest, name) => Math.max(latest, newest(path.join(entry, name))), 0);
}

if (!existsSync("dist/client/index.html")) {
  console.log("Building the app once (dist/client is missing)...");
  execSync("npm run build", { stdio: "inherit" });
} else if (!existsSync(SERVER_BUNDLE) || statSync(SERVER_BUNDLE).mtimeMs < Math.max(...SERVER_SOURCES.map(newest))) {
  console.log("Building the server (dist/server is missing or older than src/server)...");
  execSync("node scripts/build-server.mjs", { stdio: "inherit" });
}
