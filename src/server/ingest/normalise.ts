/**
 * One text shape for every reader: "\n" line ends (CRLF, CR, Unicode separators), no byte-order marks or
 * zero-width characters, and exotic spaces (NBSP, thin, ideographic) as plain spaces.
 */
export function normaliseText(text: string): string {
  return text
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n")
    .replace(/[\uFEFF\u200B-\u200D\u2060]/g, "")
    .replace(/[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g, " ");
}
