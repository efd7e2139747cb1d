// The word lists of VADER (Hutto & Gilbert, 2014) as vader-sentiment 1.1.3 defines them in
// src/vaderSentiment.js (Apache-2.0). That module is not importable on its own (it mixes require and
// export), so the lists are repeated here; vader.test.ts checks the port against the package's scores.

export const B_INCR = 0.293;
export const B_DECR = -0.293;
export const C_INCR = 0.733;
export const N_SCALAR = -0.74;

export const NEGATE = new Set([
  "aint", "arent", "cannot", "cant", "couldnt", "darent", "didnt", "doesnt", "ain't", "aren't", "can't",
  "couldn't", "daren't", "didn't", "doesn't", "dont", "hadnt", "hasnt", "havent", "isnt", "mightnt", "mustnt",
  "neither", "don't", "hadn't", "hasn't", "haven't", "isn't", "mightn't", "mustn't", "neednt", "needn't",
  "never", "none", "nope", "nor", "not", "nothing", "nowhere", "oughtnt", "shant", "shouldnt", "uhuh",
  "wasnt", "werent", "oughtn't", "shan't", "shouldn't", "uh-uh", "wasn't", "weren't", "without", "wont",
  "wouldnt", "won't", "wouldn't", "rarely", "seldom", "despite",
]);

const increase = [
  "absolutely", "amazingly", "awfully", "completely", "considerably", "decidedly", "deeply", "effing",
  "enormously", "entirely", "especially", "exceptionally", "extremely", "fabulously", "flipping", "flippin",
  "fricking", "frickin", "frigging", "friggin", "fully", "fucking", "greatly", "hella", "highly", "hugely",
  "incredibly", "intensely", "majorly", "more", "most", "particularly", "purely", "quite", "really",
  "remarkably", "so", "substantially", "thoroughly", "totally", "tremendously", "uber", "unbelievably",
  "unusually", "utterly", "very",
];
const decrease = [
  "almost", "barely", "hardly", "just enough", "kind of", "kinda", "kindof", "kind-of", "less", "little",
  "marginally", "occasionally", "partly", "scarcely", "slightly", "somewhat", "sort of", "sorta", "sortof",
  "sort-of",
];
export const BOOSTERS = new Map<string, number>([
  ...increase.map((word): [string, number] => [word, B_INCR]),
  ...decrease.map((word): [string, number] => [word, B_DECR]),
]);

export const SPECIAL_CASE_IDIOMS = new Map<string, number>([
  ["the shit", 3],
  ["the bomb", 3],
  ["bad ass", 1.5],
  ["yeah right", -2],
  ["cut the mustard", 2],
  ["kiss of death", -1.5],
  ["hand to mouth", -2],
]);

/** Punctuation VADER strips from the edges of a word when the bare word also occurs in the sentence. */
export const PUNC_LIST = [".", "!", "?", ",", ";", ":", "-", "'", '"', "!!", "!!!", "??", "???", "?!?", "!?!", "?!?!", "!?!?"];
