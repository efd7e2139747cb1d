import { createRequire } from "node:module";
import type compromiseType from "compromise";
import type { NamedEntity } from "@shared/analysis";
import type { Span } from "./spans";

/**
 * compromise, loaded on first use, through its one-file CommonJS build: its ES-module entry is hundreds of
 * source files, 2.5 s to import here (1.1 s for the CommonJS build), and every test file and process that
 * imports the engine without reading a call paid it.
 */
let loaded: typeof compromiseType | null = null;
const nlp = (): typeof compromiseType => (loaded ??= createRequire(import.meta.url)("compromise") as typeof compromiseType);

type Lexicon = Record<string, string | undefined>;

/** compromise's own word list (about 25,000 words with tags such as MaleName, Organization, City). */
let lexicon: Lexicon | null = null;
function tagOf(word: string): string | undefined {
  lexicon ??= (nlp().model() as { one: { lexicon: Lexicon } }).one.lexicon;
  return lexicon[word.toLowerCase()];
}

const FIRST_NAME = new Set(["MaleName", "FemaleName", "FirstName", "Person", "Honorific"]);

/** Whether a word is a first name in compromise's lexicon, and whose: "he" for Stan, "she" for Maria, "either" for Mark. */
export function firstNameOf(word: string): "he" | "she" | "either" | null {
  const tag = tagOf(word);
  if (tag === "MaleName") return "he";
  if (tag === "FemaleName") return "she";
  return tag === "FirstName" || tag === "Person" ? "either" : null;
}
const ORGANIZATION = new Set(["Organization", "Company", "SportsTeam", "School"]);
const PLACE = new Set(["City", "Country", "Region", "Place", "Continent", "Address", "Demonym"]);
/** Last words of a multi-word name that make it a company's: "Brookfield Supply", "Pacific Harvest Distributors". */
const COMPANY_ENDING =
  /\s(?:inc|corp|corporation|llc|ltd|group|supply|supplies|distributors|distribution|health|healthcare|systems|technologies|labs|bank|partners|solutions|software|logistics|plumbing|capital|holdings|industries|foods|airlines|insurance|hospital|digital|media|networks|analytics|cloud|consulting|services|manufacturing|motors|pharma|energy)\.?$/iu;
/** Words after which a lone unknown capitalised word is an organisation or its product: "from Routewise". */
const COMPANY_CONTEXT = new Set(["at", "from", "with", "use", "using", "into", "through", "on", "called", "like", "join", "joined", "vs", "versus"]);
const PLACE_CONTEXT = new Set(["in", "near", "to", "around", "outside"]);
/** At most this many ambiguous spans go to compromise's full parser, which costs about a millisecond each. */
const PARSED_SPANS_LIMIT = 8;

/**
 * People (NAME) and organisations (ORGANIZATION) among the candidate spans. Most are settled by
 * compromise's lexicon: a span opening with a known first name is a person ("Linda Park"), a known
 * organisation or a company-like ending ("Brookfield Supply") is an organisation, a lone unknown word
 * after "from", "at" or "with" is an organisation ("from Routewise"), places are left out. The few
 * ambiguous multi-word spans left are given to compromise's parser, in one document.
 */
export function peopleAndOrganizations(spans: readonly Span[]): NamedEntity[] {
  const found: NamedEntity[] = [];
  const ambiguous = new Map<string, number>();
  for (const span of spans) {
    const words = span.text.split(" ");
    const tags = words.map(tagOf);
    const companyLike = words.length > 1 && COMPANY_ENDING.test(span.text);
    if (tags.some((tag) => tag && PLACE.has(tag)) && !companyLike) continue;
    // "the conference in Austin": after "in" a lone word is a place even when it is also a first name.
    if (words.length === 1 && PLACE_CONTEXT.has(span.before)) continue;
    if (FIRST_NAME.has(tags[0] ?? "")) {
      found.push({ entity_type: "NAME", text: span.text });
    } else if (tags.some((tag) => tag && ORGANIZATION.has(tag)) || companyLike) {
      found.push({ entity_type: "ORGANIZATION", text: span.text });
    } else if (words.length === 1 && tags[0] === undefined && COMPANY_CONTEXT.has(span.before)) {
      found.push({ entity_type: "ORGANIZATION", text: span.text });
    } else if (words.length > 1) {
      ambiguous.set(span.text, (ambiguous.get(span.text) ?? 0) + 1);
    }
  }
  const toParse = [...ambiguous].sort((a, b) => b[1] - a[1]).slice(0, PARSED_SPANS_LIMIT).map(([text]) => text);
  if (toParse.length > 0) {
    const doc = nlp()(toParse.map((text) => `${text}.`).join(" "));
    // Only what lies inside one of the spans given: the parser must not invent a name from two spans' words.
    const inside = (text: string) => toParse.some((span) => span.includes(text));
    const clean = (found: string[]) => found.map((text) => text.replace(/[.,]$/u, "")).filter(inside);
    for (const person of clean(doc.people().out("array") as string[])) found.push({ entity_type: "NAME", text: person });
    for (const organization of clean(doc.organizations().out("array") as string[])) {
      found.push({ entity_type: "ORGANIZATION", text: organization });
    }
  }
  return found;
}
