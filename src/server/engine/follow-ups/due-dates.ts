import { cueAll } from "../rules/cues";

const WEEKDAY = "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)";
const MONTH = "(?:january|february|march|april|may|june|july|august|september|october|november|december)";
/** "may" alone is mostly the verb; as a month it needs a preposition ("in May") or a day ("May 4th"). */
const MONTH_ALONE = "(?:january|february|march|april|(?:in|by|until|mid-?|early|late|end of) may|june|july|august|september|october|november|december)";
const ORDINAL_WORDS =
  "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty-\\w+|thirtieth|thirty-first";
const DAY = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?|${ORDINAL_WORDS})`;
const TIME = String.raw`(?: at \d{1,2}(?::\d\d)?(?: ?[ap]\.?m\.?)?(?: (?:central|eastern|pacific|mountain|et|ct|pt|cet|gmt|utc))?)?`;
const MES = "(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)";
const DIA = String.raw`(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)`;

/** Due-date expressions, most specific first; `points` ranks them when a clause holds several. */
const FORMS: readonly { pattern: RegExp; points: number }[] = [
  {
    pattern: cueAll(
      `(?:${WEEKDAY},? )?(?:${MONTH} ${DAY}|(?:the )?${DAY} of ${MONTH}|${WEEKDAY} the ${DAY})${TIME}`,
      String.raw`(?:el )?(?:${DIA} )?\d{1,2} de ${MES}`,
    ),
    points: 4,
  },
  {
    pattern: cueAll(
      `(?:this |next )?${WEEKDAY}(?: (?:morning|afternoon|evening))?${TIME}`, "today", "tonight", "tomorrow",
      // "the week of the 8th", "by the twentieth": a day of the month said without its month, after a
      // preposition and with nothing after it that makes the ordinal a rank ("the third option").
      `(?:the )?week of (?:the )?${DAY}`, String.raw`(?<=(?:by|before|on|for|until|from) )the ${DAY}${TIME}(?=\s*(?:$|[.,;:!?]|(?:at|and|so|but|then|if|when|or|please|latest|to|for|with|because)(?![\p{L}])))`,
      "end of (?:the )?day", String.raw`(?:el )?${DIA}(?: \d{1,2})?`, "hoy", String.raw`mañana`,
    ),
    points: 3,
  },
  {
    pattern: cueAll(
      `(?:(?:early|late|end of|the end of|mid)[ -]?)?${MONTH_ALONE}`, "this (?:week|afternoon|morning|evening)",
      "(?:early )?next (?:week|month|quarter)", "(?:the )?end of (?:the |next )?(?:week|month|quarter|year)",
      String.raw`within (?:[\w-]+ ){1,2}(?:business )?(?:days|hours|weeks)`, "after this call", "later (?:today|this week)",
      // Said for right after the call: "within the hour", "in the next ten minutes", "right after we hang up".
      String.raw`within (?:the|an|a) (?:hour|day|week)`, String.raw`in the next (?:[\w-]+ )?(?:minutes|hour|hours)`,
      String.raw`right (?:now|away|after (?:this call|this|the call|we hang up|we finish))`, String.raw`(?<=\w )now(?=\s*(?:[,.;!?]|$|while\b|and\b|so\b))`,
      "esta semana", String.raw`la (?:próxima|siguiente) semana`, "fin de mes",
      // Re-contact is often set by season or quarter ("reach out in the summer", "circle back in Q2"); "fall"
      // is a season only after a preposition.
      String.raw`(?:in|by|after|over|this|next|until|around|before) (?:the )?(?:(?:early|late|mid)[ -]?)?(?:spring|summer|fall|autumn|winter)`,
      String.raw`(?:after|over) the (?:holidays|new year)`, String.raw`(?:in|by|after|before) q[1-4]`,
    ),
    points: 2,
  },
];

/**
 * Words right before a date that make it a deadline. Not "on": "kickoff Thursday the 6th, then go live on
 * Monday the 10th" names the step agreed first, and with "on" the later date won; without it, train+dev due
 * accuracy on matched follow-ups 0.880 -> 0.882 (scripts/engine/follow-ups-eval.ts), F1 unchanged at 0.622.
 */
const DEADLINE_BEFORE = /(?:by|before|until|for|this|next|el|para|antes del?)\s+$/u;
/** Words right before a date that make it something else: "a recap of today", "last Thursday". */
const NOT_A_DEADLINE = /(?:of|last|since|from|since last)\s+$/u;
/** A weekday that is part of a holiday's name ("the Black Friday incident", "Cyber Monday"), not that weekday. */
const HOLIDAY_BEFORE = /(?:black|cyber|good|easter|palm|ash|giving|maundy|holy|super bowl)\s+$/u;

export interface Due {
  text: string;
  /** How specific: 4 a calendar date, 3 a day ("Friday", "tomorrow"), 2 a month or week; +1 after "by", "before", … (DEADLINE_BEFORE) */
  points: number;
  /** The specificity alone, without the preposition bonus. */
  base: number;
}

/**
 * The due date said in `text` ("by Friday", "Thursday, December 3rd at 10 a.m.", "el lunes"), from the
 * original words; the most specific one wins. `lower` is the same text lower-cased, index for index.
 */
export function findDue(text: string, lower: string): Due | null {
  let best: Due | null = null;
  for (const { pattern, points } of FORMS) {
    for (const match of lower.matchAll(pattern)) {
      const before = lower.slice(Math.max(0, match.index - 12), match.index);
      if (NOT_A_DEADLINE.test(before) || HOLIDAY_BEFORE.test(before)) continue;
      const score = points + (DEADLINE_BEFORE.test(before) ? 1 : 0);
      if (!best || score > best.points) {
        best = { text: text.slice(match.index, match.index + match[0].length).replace(/,$|(?<![ap]\.m)\.$/u, ""), points: score, base: points };
      }
    }
  }
  return best;
}

/** A due that is a day or a date, to the day or finer (not "next week"); null otherwise. */
export function dayOf(due: string | null): Due | null {
  if (due === null) return null;
  const found = findDue(due, due.toLowerCase());
  return found && found.base >= 3 ? found : null;
}

const timeWords = (due: string) => new Set(due.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.filter((word) => !/^(?:at|on|the|by|for|this|next|of)$/u.test(word)));

/** Whether two dues name the same time: "Thursday at 2" and "thursday at 2pm" share all of the shorter one's words. */
export function sameTime(a: string, b: string): boolean {
  const left = timeWords(a);
  const right = timeWords(b);
  const [small, large] = left.size <= right.size ? [left, right] : [right, left];
  return small.size > 0 && [...small].every((word) => large.has(word));
}
