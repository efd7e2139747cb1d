const TOKEN = /\$|%|[\p{L}]+(?:['’][\p{L}]+)*|\p{N}+(?:[.,]\p{N}+)*/gu;
const NUMBER_WORDS = new Set([
  "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "fifteen",
  "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "thousand", "million",
  "billion", "half", "dozen", "k",
]);

/**
 * Lower-cased word tokens; digits become "<num>" and spelled-out numbers keep their word but also count
 * as numbers in the features, so "thirty hours" and "30 hours" look alike to the model.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.toLowerCase().replace(/[’‘`]/g, "'").matchAll(TOKEN)) {
    const token = match[0];
    tokens.push(/^\p{N}/u.test(token) ? "<num>" : token);
  }
  return tokens;
}

export const isNumberToken = (token: string) => token === "<num>" || NUMBER_WORDS.has(token);
