import { describe, expect, it } from "vitest";
import { analysisSchema } from "@shared/analysis";
import { analysisToMarkdown, markdownFileName } from "./export-markdown";
import { formatCallDate } from "./format";
import { analysisBody, baseAnalysis } from "@tests/client/analysis-data";

const call = { title: "Acme discovery", uploadedAt: "2026-11-20T15:30:00.000Z" };

describe("analysisToMarkdown", () => {
  it("writes the header figures, summary, follow-ups, objections, MEDDIC, coaching and metrics", () => {
    const markdown = analysisToMarkdown(call, analysisSchema.parse(analysisBody()));
    expect(markdown.startsWith(`# Acme discovery\n\n- Date: ${formatCallDate(call.uploadedAt)}\n- AI Score: 7.8/10\n- Conversion: 62%\n- Talk time: 43%\n- Sentiment: 72%\n`)).toBe(true);
    expect(markdown).toContain("## Summary\n\nDana met Sam about invoice checking.\n");
    expect(markdown).toContain("- [02:30] Dana Reyes: Send the pricing (due Friday)");
    expect(markdown).toContain("- [01:35] price: the price worries me more than the hours (answered)");
    expect(markdown).toContain("## MEDDIC scorecard (58/100)");
    expect(markdown).toContain("- **Economic Buyer**: No. Nobody said who signs off on the budget.");
    expect(markdown).toContain("## Coaching (64/100)");
    expect(markdown).toContain("- **Few questions** Top reps ask 11–14. Fix: Prepare five open questions.");
    expect(markdown).toContain("Value reinforcements:\n- None");
    expect(markdown).toContain("- Rep talk time: 43% (Top reps talk about 43%; above 65% hurts)");
    expect(markdown.trimEnd().endsWith("_Analysed by the local engine (version 1.0.0)._")).toBe(true);
  });

  it("leaves out the sections whose JSON could not be read", () => {
    const analysis = analysisSchema.parse(analysisBody({ meddicScorecard: "{not json", salesCoaching: "[]", meetingSummary: null }));
    const markdown = analysisToMarkdown(call, analysis);
    expect(markdown).not.toContain("## MEDDIC");
    expect(markdown).not.toContain("## Coaching");
    expect(markdown).not.toContain("## Summary");
    expect(markdown).toContain("## Conversation metrics");
  });

  it("keeps a multi-line quote on its list line", () => {
    const body = baseAnalysis();
    body.meetingSummary.objections[0]!.quote = "too\nexpensive";
    expect(analysisToMarkdown(call, analysisSchema.parse(body))).toContain("price: too expensive (answered)");
  });

  it("escapes HTML in the call's name, speakers and quotes (issue 13 item 14)", () => {
    const body = baseAnalysis();
    body.meetingSummary.follow_ups[0]!.owner = '<img src=x onerror="alert(1)">';
    body.meetingSummary.objections[0]!.quote = "<script>steal()</script> & more";
    const markdown = analysisToMarkdown({ ...call, title: "<b>Acme</b>" }, analysisSchema.parse(body));
    expect(markdown).not.toMatch(/<img|<script|<b>/);
    expect(markdown).toContain("# &lt;b&gt;Acme&lt;/b&gt;");
    expect(markdown).toContain('&lt;img src=x onerror="alert(1)"&gt;: Send the pricing');
    expect(markdown).toContain("&lt;script&gt;steal()&lt;/script&gt; &amp; more");
  });
});

describe("markdownFileName", () => {
  it("names the file after the call, without characters file systems refuse", () => {
    expect(markdownFileName("Acme: Q4/renewal?")).toBe("Acme- Q4-renewal- - analysis.md");
    expect(markdownFileName("  ")).toBe("call - analysis.md");
  });
});
