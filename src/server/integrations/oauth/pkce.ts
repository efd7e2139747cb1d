import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url: used for the state and the PKCE code verifier (RFC 7636: 43–128 chars). */
export const randomToken = () => randomBytes(32).toString("base64url");

/** RFC 7636 S256: the challenge sent with the authorization request is base64url(SHA-256(verifier)). */
export const codeChallenge = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");
