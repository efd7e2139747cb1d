/**
 * npx tsx tests/engine/refresh-known-misses.ts "<why, e.g. After the 800-call retrain (25 November)>"
 *
 * After `npm run train`, rewrites each fixture's knownMisses (and orderings.json's) to what the retrained
 * engine now gives where it disagrees with the fixture's manager: an entry whose miss is unchanged keeps its
 * reason; a new one gets the reason given plus what the engine gives; a miss that is fixed is dropped. It
 * prints every change, so the retrain's effect on the fixtures is read, not waved through. Follow-ups the
 * fixtures expect have no known misses: those failures stay failures.
 */
import fs from "node:fs";
import path from "node:path";
import { MEDDIC_CRITERIA, type EngineOutput } from "@shared/analysis";
import { parseTranscript, type TranscriptFormat } from "@server/ingest/index";
import { analyzeTranscript } from "@server/engine/engine";
import { normalizeText } from "@server/engine/text";
import { aiScoreBand, conversionBand, FIXTURES_DIR, loadFixtures, loadOrderings, type Fixture, type FixtureExpectation } from "./expectations";

type KnownMiss = FixtureExpectation["knownMisses"][number];
const why = process.argv[2];
if (!why) throw new Error('usage: refresh-known-misses.ts "<why>"');

function analyse(fixture: Fixture): EngineOutput {
  const parsed = parseTranscript(fixture.text, fixture.fileName.split(".").pop() as TranscriptFormat);
  return analyzeTranscript({ utterances: parsed.utterances, repSpeakers: [parsed.speakers.indexOf(fixture.expect.rep)] });
}

const outputs = new Map<string, EngineOutput>();
for (const fixture of loadFixtures()) {
  const output = analyse(fixture);
  outputs.set(fixture.name, output);
  const expected = fixture.expect;
  const old = new Map(expected.knownMisses.map((miss) => [miss.check, miss]));
  const misses: KnownMiss[] = [];
  const keep = (check: KnownMiss["check"], engine: string, detail: string) => {
    const before = old.get(check);
    misses.push(before && before.engine === engine ? before : { check, engine, reason: `${why}: ${detail}` });
  };
  for (const criterion of MEDDIC_CRITERIA) {
    const result = output.meddicScorecard[criterion].result;
    if (!expected.meddic[criterion].includes(result)) {
      keep(`meddic.${criterion}`, result, `the engine rates ${criterion} ${result} where the manager accepts ${expected.meddic[criterion].join(" or ")}.`);
    }
  }
  for (const objection of expected.objections) {
    const found = output.meetingSummary.objections.filter((candidate) => candidate.category === objection.category && normalizeText(candidate.quote).includes(normalizeText(objection.quoteIncludes)));
    const engine = found.length === 0 ? "missing" : found.some((candidate) => candidate.answered) ? "answered" : "unanswered";
    const agrees = found.length > 0 && (objection.answered === null || found.some((candidate) => candidate.answered === objection.answered));
    if (!agrees) {
      keep(`objection.${objection.category}`, engine, found.length === 0 ? `the engine does not find the ${objection.category} objection "${objection.quoteIncludes}".` : `the engine marks the ${objection.category} objection "${objection.quoteIncludes}" ${engine} where the manager marks it ${objection.answered ? "answered" : "unanswered"}.`);
    }
  }
  for (const category of expected.noObjectionCategories) {
    const found = output.meetingSummary.objections.filter((objection) => objection.category === category);
    if (found.length === 0) continue;
    const before = old.get(`noObjection.${category}`);
    const stillQuoted = before && found.some((objection) => normalizeText(objection.quote).includes(normalizeText(before.engine)));
    if (stillQuoted) misses.push(before);
    else {
      const quote = found[0]!.quote.split(/\s+/u).slice(0, 6).join(" ");
      misses.push({ check: `noObjection.${category}`, engine: quote, reason: `${why}: the classifier reads "${found[0]!.quote}" as a ${category} objection; the manager marks none of that kind.` });
    }
  }
  const bands = { aiScore: aiScoreBand(output.aiScore), conversion: conversionBand(output.conversionProbability) };
  for (const check of ["aiScore", "conversion"] as const) {
    if (bands[check] !== expected.scores[check]) {
      keep(check, bands[check], `${check === "aiScore" ? `AI score ${output.aiScore.toFixed(1)}` : `conversion ${output.conversionProbability}%`} (${bands[check]}) where the manager expects ${expected.scores[check]}.`);
    }
  }
  // Entries in the file's order, new ones after them.
  const rank = (miss: KnownMiss) => {
    const at = expected.knownMisses.findIndex((m) => m.check === miss.check);
    return at < 0 ? expected.knownMisses.length : at;
  };
  misses.sort((a, b) => rank(a) - rank(b));
  const same = JSON.stringify(misses) === JSON.stringify(expected.knownMisses);
  if (same) continue;
  for (const miss of misses) if (!expected.knownMisses.some((m) => JSON.stringify(m) === JSON.stringify(miss))) console.log(`${fixture.name}: new   ${miss.check} → ${miss.engine}`);
  for (const miss of expected.knownMisses) if (!misses.some((m) => JSON.stringify(m) === JSON.stringify(miss))) console.log(`${fixture.name}: gone  ${miss.check} → ${miss.engine}`);
  const file = path.join(FIXTURES_DIR, `${fixture.name}.expect.json`);
  const text = fs.readFileSync(file, "utf8");
  const block = misses.length === 0 ? `"knownMisses": []` : `"knownMisses": [\n${misses.map((miss) => `    { "check": ${JSON.stringify(miss.check)}, "engine": ${JSON.stringify(miss.engine)}, "reason": ${JSON.stringify(miss.reason)} }`).join(",\n")}\n  ]`;
  const replaced = /"knownMisses": \[[\s\S]*?\n {2}\]|"knownMisses": \[\]/u.test(text)
    ? text.replace(/"knownMisses": \[[\s\S]*?\n {2}\]|"knownMisses": \[\]/u, block)
    : text.replace(/\n\}\s*$/u, `,\n  ${block}\n}\n`);
  fs.writeFileSync(file, replaced);
}

const orderings = loadOrderings().map((ordering) => {
  const pick = (name: string) => {
    const output = outputs.get(name)!;
    return ordering.on === "aiScore" ? output.aiScore : output.conversionProbability;
  };
  const holds = pick(ordering.better) > pick(ordering.worse);
  const { knownMiss, ...rest } = ordering;
  const label = `${ordering.better} > ${ordering.worse} on ${ordering.on} (${pick(ordering.better)} vs ${pick(ordering.worse)})`;
  if (holds) {
    if (knownMiss) console.log(`orderings: fixed ${label}`);
    return rest;
  }
  if (knownMiss) return ordering;
  console.log(`orderings: new miss ${label}`);
  return { ...rest, knownMiss: `${why}: ${ordering.better} gets ${pick(ordering.better)} and ${ordering.worse} ${pick(ordering.worse)} on ${ordering.on}, the reverse of the manager's order.` };
});
const orderingsFile = path.join(FIXTURES_DIR, "orderings.json");
fs.writeFileSync(orderingsFile, `[\n${orderings.map((ordering) => `  ${JSON.stringify(ordering).replace(/,"/gu, ', "').replace(/":/gu, '": ').replace(/^\{/u, "{ ").replace(/\}$/u, " }")}`).join(",\n")}\n]\n`);
