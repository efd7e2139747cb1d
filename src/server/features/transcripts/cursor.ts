import { badRequest } from "../../http/errors";

/**
 * The list's keyset cursor (`before=`), opaque to clients: the last row's upload time in microseconds
 * (exact, unlike a JavaScript Date) and id, and for a search its rank score first and the upload time from
 * which matches are ranked (search-query.ts), so every page ranks the same calls. Base64url, so it
 * travels in a URL as is.
 */
export interface Cursor {
  /** Search rank × 1e6, present only on search cursors. */
  score?: string;
  /** Search cursors only: matches uploaded at or after this (microseconds) are ranked, older ones score 0. */
  rankedSince?: string;
  micros: string;
  id: string;
}

const BAD_CURSOR = "before must be the cursor from the Link header's next URL";
const INTEGER = /^\d{1,20}$/;

export function encodeCursor(cursor: Cursor): string {
  const parts =
    cursor.score === undefined ? ["d", cursor.micros, cursor.id] : ["s", cursor.score, cursor.micros, cursor.id, cursor.rankedSince ?? "0"];
  return Buffer.from(parts.join("\n"), "utf8").toString("base64url");
}

/** Refuses anything this server did not hand out, and a search cursor on a plain list (or the reverse). */
export function decodeCursor(text: string, searching: boolean): Cursor {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw badRequest(BAD_CURSOR);
  const parts = Buffer.from(text, "base64url").toString("utf8").split("\n");
  const [kind, ...rest] = parts;
  if (kind === "d" && !searching && rest.length === 2) {
    const [micros = "", id = ""] = rest;
    if (INTEGER.test(micros) && id.length > 0 && id.length <= 100) return { micros, id };
  }
  if (kind === "s" && searching && rest.length === 4) {
    const [score = "", micros = "", id = "", rankedSince = ""] = rest;
    if ([score, micros, rankedSince].every((n) => INTEGER.test(n)) && id.length > 0 && id.length <= 100) return { score, micros, id, rankedSince };
  }
  throw badRequest(BAD_CURSOR);
}
