import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for secrets Rapport must keep but never show (calendar access and refresh tokens).
 * The key is derived from APP_SECRET with HKDF, so the setting can be any long random string and
 * other uses of the secret get unrelated keys. GCM's tag means a tampered value fails to decrypt
 * instead of yielding garbage.
 */
export interface TokenCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

export class TokenDecryptError extends Error {
  constructor() {
    super("A stored token could not be decrypted: APP_SECRET changed or the value was altered");
    this.name = "TokenDecryptError";
  }
}

export function tokenCipher(appSecret: string, purpose = "calendar-tokens"): TokenCipher {
  const key = Buffer.from(hkdfSync("sha256", appSecret, "rapport", purpose, 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
    },
    decrypt(sealed) {
      const [version, payload] = sealed.split(".");
      if (version !== VERSION || !payload) throw new TokenDecryptError();
      const raw = Buffer.from(payload, "base64url");
      if (raw.length < IV_BYTES + TAG_BYTES) throw new TokenDecryptError();
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
      } catch {
        throw new TokenDecryptError();
      }
    },
  };
}
