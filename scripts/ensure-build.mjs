// `npm start` on a fresh clone must serve the app: build the client once if it has never been built.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

if (!existsSync("dist/client/index.html")) {
  console.log("Building the client once (dist/client is missing)...");
  execSync("npm run build", { stdio: "inherit" });
}
