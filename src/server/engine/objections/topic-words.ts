/**
 * Content words, for telling whether a reply is about what the customer said. Function words and the
 * filler of sales talk ("really", "team", "customers", "usually") are left out: sharing them proves nothing.
 */
const STOP = new Set(
  `the and you our for but not are was can get got had has his her she him who why how now yes yet all any one two six ten way day lot bit see say use try let put too its it's i'm i'd i'll i've we're we'd we'll we've you're you'd you'll they're that's there's what's here's don't doesn't didn't won't can't isn't wasn't aren't
  about above after again also always and another anything around because been before being both came come comes could didn some does doing done down each even ever every from going gonna have here into just know like little look made make many maybe mean might more most much must need never only other ours over really right said same says should since some still such sure take tell than that them then there these they thing things think this those through told took very want well were what when where which while will with without would your yours yeah okay fine good great nice kind sort stuff lots actually basically honestly probably usually today year years month months week weeks days time times team teams customer customers people part talk call work works let's that'll once
  para pero como más muy porque cuando donde sobre entre también todo todos esta este esto eso esa ese hay son está están usted ustedes nosotros tiene tienen hacer puede pueden bien bueno claro entonces`.split(/\s+/),
);

/** Crude English stemming, enough to match "promised" with "promise" and "trucks" with "truck". */
function stem(word: string): string {
  const bare = word.replace(/'s$/, "");
  for (const suffix of ["ing", "ed", "es", "s", "e"]) {
    if (bare.length - suffix.length >= 3 && bare.endsWith(suffix)) return bare.slice(0, -suffix.length);
  }
  return bare;
}

export function contentStems(lower: string): Set<string> {
  const stems = new Set<string>();
  for (const [word] of lower.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu)) {
    for (const part of word.split("-")) {
      if (part.length >= 3 && !STOP.has(part)) stems.add(stem(part));
    }
  }
  return stems;
}

const cached = new WeakMap<object, Set<string>>();

/** contentStems of a sentence, computed once per sentence. */
export function stemsOf(sentence: { lower: string }): Set<string> {
  let stems = cached.get(sentence);
  if (!stems) {
    stems = contentStems(sentence.lower);
    cached.set(sentence, stems);
  }
  return stems;
}
