import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config";
import { AppError } from "../http/errors";

const SECRET_FILE = "secret";

/**
 * APP_SECRET as configured, or, on the embedded database, the one kept in DATA_DIR/secret (created
 * with mode 0600 on first start). With DATABASE_URL several processes share the tokens, so each
 * generating its own key would make them unreadable to the others: there the setting is required.
 */
export function resolveAppSecret(config: Config): Config {
  if (config.APP_SECRET) return config;
  if (config.DATABASE_URL) {
    throw new Error(
      "APP_SECRET must be set when DATABASE_URL is set: every process needs the same key to read stored calendar tokens (e.g. `openssl rand -base64 32`)",
    );
  }
  const file = path.join(config.DATA_DIR, SECRET_FILE);
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  try {
    // "wx": only the first start writes it; a concurrent start reads the winner's value below.
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = fs.readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters; delete it or set APP_SECRET`);
  return { ...config, APP_SECRET: secret };
}

/** The secret for a request; main.ts resolves it at start, so only a misassembled app lacks it. */
export function requireAppSecret(config: Config): string {
  if (!config.APP_SECRET) throw new AppError("NOT_CONFIGURED", "APP_SECRET is not set: it encrypts stored calendar tokens");
  return config.APP_SECRET;
}
