/**
 * The date and time that open a chat export's message: "18/11/2026, 19:42", "11/18/26, 7:42 PM",
 * "18.11.26 19:42:05", "2026-11-18 19:42", or a time alone ("7:42 PM"). Dates are read once the whole
 * file is seen, since "05/06/2026" is May or June depending on the exporting phone's locale.
 */

export interface ChatStamp {
  /** The date's numbers as written, or undefined for a time alone. */
  date?: [number, number, number];
  /** Seconds since midnight. */
  ofDay: number;
  twelveHour: boolean;
}

export type DateOrder = "dmy" | "mdy" | "ymd";

// Bounded pieces only, so a hostile line cannot make the match slow.
export const DATE_SOURCE = String.raw`\d{1,4}[./-]\d{1,2}[./-]\d{2,4}`;
export const TIME_SOURCE = String.raw`\d{1,2}:[0-5]\d(?::[0-5]\d)?(?:\s?[AaPp]\.?\s?[Mm]\.?)?`;

const DATE = /^(\d{1,4})[./-](\d{1,2})[./-](\d{2,4})$/;
const TIME = /^(\d{1,2}):([0-5]\d)(?::([0-5]\d))?(?:\s?([AaPp])\.?\s?[Mm]\.?)?$/;

export function readStamp(date: string | undefined, time: string): ChatStamp | undefined {
  const clock = TIME.exec(time.trim());
  if (!clock) return undefined;
  const [, h = "", m = "", s, meridiem] = clock;
  let hours = Number(h);
  if (meridiem) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (/p/i.test(meridiem) ? 12 : 0);
  } else if (hours > 23) return undefined;
  const ofDay = hours * 3600 + Number(m) * 60 + Number(s ?? 0);
  if (date === undefined) return { ofDay, twelveHour: Boolean(meridiem) };
  const parts = DATE.exec(date.trim());
  if (!parts) return undefined;
  return { date: [Number(parts[1]), Number(parts[2]), Number(parts[3])], ofDay, twelveHour: Boolean(meridiem) };
}

const year = (value: number) => (value < 100 ? 2000 + value : value);

function dayNumber([a, b, c]: [number, number, number], order: DateOrder): number | undefined {
  const [y, m, d] = order === "ymd" ? [a, b, c] : order === "dmy" ? [year(c), b, a] : [year(c), a, b];
  if (m < 1 || m > 12 || d < 1 || d > 31) return undefined;
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/**
 * The order the file's dates are written in: year first when it has four digits; a first number over 12
 * is a day, a second over 12 is a day; otherwise the order under which the dates never run backwards,
 * and if both do, month first for 12-hour clocks (the US) and day first for 24-hour ones (most others).
 */
export function dateOrder(stamps: ChatStamp[]): DateOrder {
  const dates = stamps.flatMap((stamp) => (stamp.date ? [stamp.date] : []));
  if (dates.some(([a]) => a > 31)) return "ymd";
  if (dates.some(([a]) => a > 12)) return "dmy";
  if (dates.some(([, b]) => b > 12)) return "mdy";
  const ordered = (order: DateOrder) => {
    const days = dates.map((date) => dayNumber(date, order) ?? Number.NaN);
    return days.every((day, i) => !Number.isNaN(day) && (i === 0 || day >= (days[i - 1] ?? day)));
  };
  const dmy = ordered("dmy");
  if (dmy !== ordered("mdy")) return dmy ? "dmy" : "mdy";
  return stamps.some((stamp) => stamp.twelveHour) ? "mdy" : "dmy";
}

/**
 * Seconds from the first stamp to each stamp. Without a date, a time earlier than the one before is the
 * next day (exports list messages in order).
 */
export function secondsFromFirst(stamps: ChatStamp[], order: DateOrder): number[] {
  let days = 0;
  let previous: number | undefined;
  let first: number | undefined;
  return stamps.map((stamp) => {
    let at: number;
    const day = stamp.date ? dayNumber(stamp.date, order) : undefined;
    if (day !== undefined) at = day * 86_400 + stamp.ofDay;
    // A date no calendar has (a typo, a mixed-up order) keeps the time before it rather than jumping.
    else if (stamp.date) at = previous ?? 0;
    else {
      if (previous !== undefined && stamp.ofDay + days < previous) days += 86_400;
      at = stamp.ofDay + days;
    }
    previous = at;
    first ??= at;
    return Math.max(0, at - first);
  });
}
