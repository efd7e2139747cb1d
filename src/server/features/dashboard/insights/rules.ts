import type { Insight, InsightType } from "@shared/dashboard";
import { BENCHMARKS } from "@shared/benchmarks";
import { callsBefore, decimal, lastCalls, minutesAndSeconds, percent } from "./format";
import type { InsightFigures } from "./insight-figures-query";

/** Below this many analysed calls a trend is noise, so no coaching insight is drawn. */
export const MIN_CALLS_FOR_INSIGHTS = 3;
/** The talk ratio counts as "above the benchmark" only past this margin, not for a point or two. */
const TALK_RATIO_MARGIN = 0.05;
/** A change in mean AI score smaller than this is not called a trend. */
const SCORE_TREND = 0.5;
const SCORE_FALL_CRITICAL = 1;

type Rule = (f: InsightFigures) => Insight | null;

const insight = (type: InsightType, title: string, description: string): Insight => ({ type, title, description });

const talkRatio: Rule = (f) => {
  if (f.talkRatioRecent === null) return null;
  const ratio = f.talkRatioRecent;
  const trend =
    f.talkRatioPrevious !== null && Math.round(f.talkRatioPrevious * 100) !== Math.round(ratio * 100)
      ? `, ${ratio > f.talkRatioPrevious ? "up" : "down"} from ${percent(f.talkRatioPrevious)} in ${callsBefore(f.windowCalls - f.recentCalls)}`
      : "";
  const said = `You talked ${percent(ratio)} of the time over ${lastCalls(f.recentCalls)}${trend}`;
  if (ratio > BENCHMARKS.highTalkRatio) {
    return insight(
      "critical",
      "You are doing most of the talking",
      `${said}. Above ${percent(BENCHMARKS.highTalkRatio)} conversion drops sharply; the best calls sit near ${percent(BENCHMARKS.bestTalkRatio)}.`,
    );
  }
  if (ratio > BENCHMARKS.bestTalkRatio + TALK_RATIO_MARGIN) {
    return insight(
      "warning",
      "Talk ratio above benchmark",
      `${said}, above the ${percent(BENCHMARKS.bestTalkRatio)} benchmark of top performers. Ask an open question and let the buyer talk.`,
    );
  }
  return insight(
    "positive",
    "Balanced talk time",
    `${said}, close to the ${percent(BENCHMARKS.bestTalkRatio)} benchmark: your buyers did most of the talking.`,
  );
};

const discoveryQuestions: Rule = (f) => {
  if (f.questionsRecent === null) return null;
  const q = f.questionsRecent;
  const said = `You asked ${decimal(q)} questions per call over ${lastCalls(f.recentCalls)}`;
  const range = `${BENCHMARKS.questionsLow}–${BENCHMARKS.questionsHigh}`;
  if (q < BENCHMARKS.questionsLow) {
    return insight("improvement", "Ask more discovery questions", `${said}; calls with ${range} questions convert best.`);
  }
  if (q > BENCHMARKS.questionsHigh) {
    return insight(
      "warning",
      "Too many questions",
      `${said}; past ${BENCHMARKS.questionsHigh} a call starts to feel like an interrogation. Follow up on the answers instead.`,
    );
  }
  return insight("positive", "Strong discovery questions", `${said}, inside the ${range} range that converts best.`);
};

const economicBuyer: Rule = (f) => {
  const window = lastCalls(f.windowCalls);
  if (f.economicBuyerMissing * 2 > f.windowCalls) {
    return insight(
      "improvement",
      "Economic buyer missing",
      `The economic buyer was not identified in ${f.economicBuyerMissing} of ${window}. Ask who signs off on the budget and how they decide.`,
    );
  }
  if (f.economicBuyerMissing === 0) {
    return insight("positive", "Economic buyer identified", `You identified the economic buyer in every one of ${window}.`);
  }
  return null;
};

const monologues: Rule = (f) => {
  if (f.monologueRecent === null || f.monologueRecent <= BENCHMARKS.monologueSeconds) return null;
  return insight(
    "warning",
    "Long monologues",
    `Your longest monologue averaged ${minutesAndSeconds(f.monologueRecent)} over ${lastCalls(f.recentCalls)}; past ${minutesAndSeconds(BENCHMARKS.monologueSeconds)} buyers tune out. Pause and check in.`,
  );
};

const objections: Rule = (f) => {
  if (f.objectionsRaised < 2) return null;
  const said = `You answered ${f.objectionsAnswered} of the ${f.objectionsRaised} objections raised in ${lastCalls(f.windowCalls)}`;
  if (f.objectionsAnswered * 2 < f.objectionsRaised) {
    return insight("improvement", "Unanswered objections", `${said}. Acknowledge each concern and respond before moving on.`);
  }
  if (f.objectionsAnswered === f.objectionsRaised) return insight("positive", "Objections handled", `${said}.`);
  return null;
};

const nextSteps: Rule = (f) => {
  if (f.withoutNextSteps * 2 <= f.windowCalls) return null;
  return insight(
    "improvement",
    "Calls ending without next steps",
    `${f.withoutNextSteps} of ${lastCalls(f.windowCalls)} ended without an agreed follow-up. Close each call with an owner, an action and a date.`,
  );
};

const scoreTrend: Rule = (f) => {
  if (f.aiScoreRecent === null || f.aiScorePrevious === null) return null;
  const change = f.aiScoreRecent - f.aiScorePrevious;
  if (Math.abs(change) < SCORE_TREND) return null;
  const said = `Your AI score averaged ${decimal(f.aiScoreRecent)} over ${lastCalls(f.recentCalls)}, ${change > 0 ? "up" : "down"} from ${decimal(f.aiScorePrevious)} in ${callsBefore(f.windowCalls - f.recentCalls)}.`;
  if (change > 0) return insight("positive", "AI score improving", said);
  return insight(change <= -SCORE_FALL_CRITICAL ? "critical" : "warning", "AI score falling", said);
};

const RULES: readonly Rule[] = [talkRatio, scoreTrend, discoveryQuestions, economicBuyer, monologues, objections, nextSteps];
const ORDER: readonly InsightType[] = ["critical", "warning", "improvement", "positive", "other"];

/**
 * Coaching insights from the figures of the latest calls, most urgent first. With too few analysed
 * calls there is no trend to speak of, and the one entry says so plainly.
 */
export function insightsFrom(figures: InsightFigures): Insight[] {
  if (figures.windowCalls < MIN_CALLS_FOR_INSIGHTS) {
    const have = figures.windowCalls === 0 ? "none yet" : figures.windowCalls === 1 ? "1 so far" : `${figures.windowCalls} so far`;
    return [
      insight(
        "other",
        "Not enough calls yet",
        `Coaching insights need at least ${MIN_CALLS_FOR_INSIGHTS} analysed calls and you have ${have}. Upload more calls to see your trends.`,
      ),
    ];
  }
  const found = RULES.map((rule) => rule(figures)).filter((i): i is Insight => i !== null);
  return found.sort((x, y) => ORDER.indexOf(x.type) - ORDER.indexOf(y.type));
}
