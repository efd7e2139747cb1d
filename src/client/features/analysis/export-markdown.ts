import { MEDDIC_CRITERIA, type Analysis, type MeddicScorecard, type MeetingSummary, type SalesCoaching } from "@shared/analysis";
import { metricRows } from "./benchmarks";
import { MEDDIC_LABELS } from "@shared/analysis";
import { engineLine, formatAiScore, formatCallDate, formatClock, formatConversion, formatPercent } from "./format";

/**
 * One line of list text: Markdown would read a line break or a leading "#" as structure. Names and
 * quotes come from the call, so HTML in them is escaped: a Markdown viewer renders raw HTML, and
 * `<img onerror=…>` in a speaker's name must stay text there.
 */
const inline = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
const bullets = (items: readonly string[]) => (items.length > 0 ? items.map((item) => `- ${inline(item)}`) : ["- None"]);
const at = (seconds: number | null) => (seconds === null ? "" : `[${formatClock(seconds)}] `);

function summarySection(summary: MeetingSummary): string[] {
  return [
    "## Summary",
    "",
    inline(summary.summary),
    "",
    "### Follow-ups",
    "",
    ...bullets(summary.follow_ups.map((item) => `${at(item.at)}${item.owner}: ${item.action}${item.due ? ` (due ${item.due})` : ""}`)),
    "",
    "### Objections",
    "",
    ...bullets(
      summary.objections.map((item) => `${at(item.at)}${item.category}: ${item.quote} (${item.answered ? "answered" : "not answered"})`),
    ),
    "",
  ];
}

function meddicSection(scorecard: MeddicScorecard): string[] {
  return [
    `## MEDDIC scorecard (${Math.round(scorecard.overall_score)}/100)`,
    "",
    ...MEDDIC_CRITERIA.map((criterion) => {
      const { result, context } = scorecard[criterion];
      return `- **${MEDDIC_LABELS[criterion]}**: ${result}. ${inline(context)}`;
    }),
    "",
  ];
}

function coachingSection(coaching: SalesCoaching): string[] {
  return [
    `## Coaching (${Math.round(coaching.coaching_score)}/100)`,
    "",
    "### What went well",
    "",
    ...bullets(coaching.what_went_well),
    "",
    "### What could improve",
    "",
    ...bullets(
      coaching.what_could_improve.map((item) => `**${inline(item.issue)}** ${item.why_it_matters} Fix: ${item.recommended_fix}`),
    ),
    "",
    "### Tips",
    "",
    "Materials to provide:",
    ...bullets(coaching.tips.materials_to_provide),
    "",
    "Value reinforcements:",
    ...bullets(coaching.tips.value_reinforcements),
    "",
    "Objection handling:",
    ...bullets(coaching.tips.objection_handling),
    "",
  ];
}

/** The whole analysis as a Markdown document; sections whose JSON could not be read are left out. */
export function analysisToMarkdown(call: { title: string; uploadedAt: string }, analysis: Analysis): string {
  const lines = [
    `# ${inline(call.title)}`,
    "",
    `- Date: ${formatCallDate(call.uploadedAt)}`,
    `- AI Score: ${formatAiScore(analysis.aiScore)}`,
    `- Conversion: ${formatConversion(analysis.conversionProbability)}`,
    `- Talk time: ${formatPercent(analysis.talkTimeRatio)}`,
    `- Sentiment: ${formatPercent(analysis.sentimentScore)}`,
    "",
    ...(analysis.meetingSummary ? summarySection(analysis.meetingSummary) : []),
    ...(analysis.meddicScorecard ? meddicSection(analysis.meddicScorecard) : []),
    ...(analysis.salesCoaching ? coachingSection(analysis.salesCoaching) : []),
    "## Conversation metrics",
    "",
    ...metricRows(analysis.metrics, analysis.talkTimeRatio).map((row) => `- ${row.label}: ${row.value} (${row.benchmark})`),
    "",
    `_${engineLine(analysis.engine)} (version ${analysis.engine.version})._`,
  ];
  return `${lines.join("\n")}\n`;
}

// Characters that Windows, macOS or Linux refuse in file names, plus control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE_FILE_NAME_CHARS = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/** "Acme discovery" → "Acme discovery - analysis.md". */
export function markdownFileName(title: string): string {
  const safe = title.replace(UNSAFE_FILE_NAME_CHARS, "-").replace(/\s+/g, " ").trim().replace(/^\.+/, "");
  return `${safe.slice(0, 120) || "call"} - analysis.md`;
}
