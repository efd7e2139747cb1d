/**
 * Zoom, Teams and Google Meet join links, the three a meeting bot can join (SPEC §9). Found inside
 * free text too: invitations often carry the link only in the location or the description.
 */
const VIDEO_LINK =
  /https:\/\/(?:[\w-]+\.)*zoom\.us\/(?:j|w|my|s|wc\/join)\/[^\s"'<>)\]]+|https:\/\/teams\.(?:microsoft|live)\.com\/(?:l\/meetup-join|meet)\/[^\s"'<>)\]]+|https:\/\/meet\.google\.com\/[a-z]{3,}-[a-z]{3,}-[a-z]{3,}(?:\?[^\s"'<>)\]]*)?/i;

/** The first Zoom, Teams or Meet link in the text, without trailing punctuation; null when none. */
export function findVideoLink(text: string | null | undefined): string | null {
  if (!text) return null;
  // Outlook bodies are HTML: links sit in href="..." with &amp; for &.
  const match = VIDEO_LINK.exec(text.replace(/&amp;/g, "&"));
  return match ? match[0].replace(/[.,;:!?]+$/, "") : null;
}

export const isVideoLink = (url: string | null | undefined): boolean => findVideoLink(url) !== null;
