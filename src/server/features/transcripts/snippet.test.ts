import { describe, expect, it } from "vitest";
import { markedSnippet, SNIPPET_WORDS } from "./snippet";

describe("markedSnippet", () => {
  it("marks every word that begins with a prefix, whatever its case, and keeps the punctuation", () => {
    expect(markedSnippet("Can we talk about the Prices? Pricing, I mean.", ["pric"])).toBe(
      "Can we talk about the <mark>Prices</mark>? <mark>Pricing</mark>, I mean.",
    );
  });

  it("marks whole words only from their start", () => {
    expect(markedSnippet("a caprice, a price", ["pric"])).toBe("a caprice, a <mark>price</mark>");
  });

  it("cuts a long utterance to the words around its first match", () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
    words[40] = "budget";
    const snippet = markedSnippet(`${words.join(" ")}.`, ["budget"]);
    expect(snippet.split(" ")).toHaveLength(SNIPPET_WORDS);
    expect(snippet.startsWith("w36 w37 w38 w39 <mark>budget</mark> w41")).toBe(true);
    expect(markedSnippet(`${words.join(" ")}.`, ["w58"]).endsWith("<mark>w58</mark> w59.")).toBe(true);
  });

  it("shows a text without a match from its start, and one without words as it is", () => {
    expect(markedSnippet("Globex renewal", ["acme"])).toBe("Globex renewal");
    expect(markedSnippet(" … ", ["acme"])).toBe("…");
  });

  it("reads letters beyond ASCII as words", () => {
    expect(markedSnippet("Der Preis für München", ["münch"])).toBe("Der Preis für <mark>München</mark>");
  });
});
