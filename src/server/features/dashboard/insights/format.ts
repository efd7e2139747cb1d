/** Figures as the insight texts print them. */

export const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

/** One decimal, without a trailing ".0": 12.4, 12. */
export const decimal = (n: number) => String(Math.round(n * 10) / 10);

/** Seconds as "3 min 10 s", "2 min" or "45 s". */
export function minutesAndSeconds(totalSeconds: number): string {
  const seconds = Math.round(totalSeconds);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** "your last call" / "your last 5 calls". */
export const lastCalls = (n: number) => (n === 1 ? "your last call" : `your last ${n} calls`);

/** "the call before" / "the 5 before". */
export const callsBefore = (n: number) => (n === 1 ? "the call before" : `the ${n} before`);
