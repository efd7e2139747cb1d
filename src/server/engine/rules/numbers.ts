/**
 * Quantities as people say them in calls: digits ("$14M", "6%", "1,100") or words ("fourteen million",
 * "eighty-two percent", "dos millones"). Regex sources for use inside cue().
 */
const ENGLISH_NUMBER_WORDS = [
  "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
  "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty",
  "sixty", "seventy", "eighty", "ninety", "hundred", "thousand", "million", "billion", "half", "dozen", "couple",
];
const SPANISH_NUMBER_WORDS = [
  "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce", "quince", "veinte",
  "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa", "cien", "ciento", "doscientos",
  "quinientos", "mil", "millón", "millones",
];
const WORD_NUMBER = `(?:${[...ENGLISH_NUMBER_WORDS, ...SPANISH_NUMBER_WORDS].join("|")})(?:-[a-z]+)?`;

/** One number: digits with separators and an optional k/m suffix, or a run of number words. */
export const NUMBER = String.raw`(?:\$?\d[\d,.]*(?:k|m|mm)?|${WORD_NUMBER}(?: (?:and )?${WORD_NUMBER}){0,4})`;

export const MONEY = [
  String.raw`\$ ?\d[\d,.]*(?: ?(?:k|m|mm|million|thousand|billion))?`,
  `${NUMBER} (?:dollars|bucks|pesos|euros|pounds|grand)`,
  `${NUMBER} (?:thousand|million|billion|mil|millones)`,
  String.raw`\d[\d,.]* ?(?:k|m|mm)`,
];

export const PERCENT = [String.raw`\d[\d,.]* ?%`, `${NUMBER} (?:percent|per cent|por ciento|percentage points?)`];

/** Time or volume per period: "thirty hours a week", "hour and a half every morning", "doce horas a la semana". */
export const RATE = [
  `(?:${NUMBER}|an?) (?:\\w+ )?(?:hours?|minutes?|days?|weeks?|invoices?|tickets?|calls?|pages?) (?:a|per|every|each) (?:\\w+ )?(?:day|week|month|year|morning|quarter|cycle)`,
  `hour and a half (?:a|per|every|each) \\w+`,
  `${NUMBER} (?:horas|días|semanas) (?:a la|al|por) (?:semana|mes|día|año)`,
  `(?:${NUMBER}) (?:\\w+ ){0,3}(?:a|per) (?:month|year|week)`,
];
