/** SPEC §2: talk time and sentiment are ratios shown as a percent (ratio × 100), rounded. */
export function formatPercent(ratio: number): string {
  return `${Math.round(ratio * 100)}%`;
}

/** SPEC §2: the conversion probability is already a percent, shown rounded. */
export function formatConversion(percent: number): string {
  return `${Math.round(percent)}%`;
}

/** The AI score out of 10 with one decimal, the precision the engine scores at. */
export function formatAiScore(score: number): string {
  return `${score.toFixed(1)}/10`;
}

export type ScoreTone = "green" | "yellow" | "red";

/** SPEC §5, the analysis page's rule: green at 7 or more, yellow at 4 or more, else red (0–10 scale). */
export function scoreTone(score: number): ScoreTone {
  if (score >= 7) return "green";
  if (score >= 4) return "yellow";
  return "red";
}

/** The same thresholds for a score out of 100 (coaching, MEDDIC overall). */
export const percentScoreTone = (score: number): ScoreTone => scoreTone(score / 10);

export const TONE_TEXT: Record<ScoreTone, string> = {
  green: "text-green-700",
  yellow: "text-yellow-700",
  red: "text-red-600",
};

/** Seconds as mm:ss, minutes unbounded ("75:04"): the transcript timestamps of SPEC §2. */
export function formatClock(totalSeconds: number): string {
  const whole = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return `${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
}

/** A length of time for the metrics: "45s", "2m 30s", "3m". */
export function formatSeconds(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  if (whole < 60) return `${whole}s`;
  const seconds = whole % 60;
  return seconds === 0 ? `${Math.floor(whole / 60)}m` : `${Math.floor(whole / 60)}m ${seconds}s`;
}

/** The call's date in the header, e.g. "Nov 20, 2026, 3:30 PM" in the browser's locale and zone. */
export function formatCallDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/**
 * SPEC §2 leaves the engine line to us: the local engine by its description, a model by its name (older
 * rows without a model by the engine's name), and a fall-back says the model failed.
 */
export function engineLine(engine: { name: string; model?: string; fallbackReason?: string }): string {
  if (engine.fallbackReason) return "Analysed by the local engine because the model failed";
  if (engine.name === "local") return "Analysed by the local engine";
  return `Analysed by ${engine.model ?? engine.name}`;
}

/** The engine line's tooltip: the engine and version, and why the model failed when it did. */
export function engineDetail(engine: { name: string; version: string; fallbackReason?: string }): string {
  const detail = `${engine.name} ${engine.version}`;
  return engine.fallbackReason ? `${detail}: ${engine.fallbackReason}` : detail;
}
