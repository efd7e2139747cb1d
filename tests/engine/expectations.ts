import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { MEDDIC_CRITERIA, type MeddicCriterion } from "@shared/analysis";

/**
 * Hand-written expectations for the sales-call fixtures beside this file (see README.md here). The engine's
 * tests compare its output against these, so every field says what a sales manager would accept, not what
 * any particular implementation happens to produce.
 */

export const OBJECTION_CATEGORIES = [
  "price",
  "timing",
  "authority",
  "need",
  "competitor",
  "trust",
  "implementation",
  "security",
] as const;
export const objectionCategorySchema = z.enum(OBJECTION_CATEGORIES);
export type ObjectionCategory = z.infer<typeof objectionCategorySchema>;

export const BANDS = ["low", "medium", "high"] as const;
export const bandSchema = z.enum(BANDS);
export type Band = z.infer<typeof bandSchema>;

/** aiScore out of 10: high ≥ 7, medium 4 to 7, low < 4 (the analysis page colours, SPEC §5). */
export function aiScoreBand(aiScore: number): Band {
  if (aiScore >= 7) return "high";
  return aiScore >= 4 ? "medium" : "low";
}

/** conversionProbability in percent: high ≥ 60, medium 30 to 60, low < 30. */
export function conversionBand(conversionPercent: number): Band {
  if (conversionPercent >= 60) return "high";
  return conversionPercent >= 30 ? "medium" : "low";
}

const noDuplicates = <T>(items: readonly T[]) => new Set(items).size === items.length;

/** Every MEDDIC result the fixture accepts: one where the call is clear, several where it is not. */
const acceptedResults = z
  .array(z.enum(["Yes", "Partial", "No"]))
  .min(1)
  .refine(noDuplicates, "List each accepted result once");

const meddicShape = {
  metrics: acceptedResults,
  economic_buyer: acceptedResults,
  decision_criteria: acceptedResults,
  decision_process: acceptedResults,
  identify_pain: acceptedResults,
  champion: acceptedResults,
} satisfies Record<MeddicCriterion, typeof acceptedResults>;

const expectedObjectionSchema = z.strictObject({
  category: objectionCategorySchema,
  /** A short exact substring of what the customer said. */
  quoteIncludes: z.string().min(3),
  /** null: a manager would accept either answer. */
  answered: z.boolean().nullable(),
});

const expectedFollowUpSchema = z.strictObject({
  /** The speaker's name as it appears in the transcript, or a side: "rep", "customer", "both". */
  owner: z.string().min(1),
  /** A short exact substring of the words that state the action. */
  actionIncludes: z.string().min(3),
  /** A short exact substring of the due date as said; null when the due date is not checked. */
  dueIncludes: z.string().min(1).nullable(),
});

export const fixtureExpectationSchema = z
  .strictObject({
    rep: z.string().min(1),
    meddic: z.strictObject(meddicShape),
    objections: z.array(expectedObjectionSchema),
    noObjectionCategories: z.array(objectionCategorySchema).refine(noDuplicates, "List each category once"),
    followUps: z.array(expectedFollowUpSchema),
    scores: z.strictObject({ aiScore: bandSchema, conversion: bandSchema }),
    notes: z.string().min(1),
    /**
     * Where engine 2 (trained on the corpus, tests/corpus) knowingly disagrees with the manager who wrote this
     * file: the check, what the engine gives instead, and why. The suite asserts the engine still gives exactly
     * that, so a fix (or a new regression) shows up and the entry must be revisited.
     */
    knownMisses: z
      .array(
        z.strictObject({
          check: z.union([
            z.enum(["aiScore", "conversion"]),
            z.templateLiteral(["meddic.", z.enum(MEDDIC_CRITERIA)]),
            z.templateLiteral(["noObjection.", objectionCategorySchema]),
            // An expected objection the engine misses ("missing") or marks answered the other way.
            z.templateLiteral(["objection.", objectionCategorySchema]),
          ]),
          engine: z.string().min(1),
          reason: z.string().min(20),
        }),
      )
      .default([]),
  })
  .refine(
    (expect) => expect.objections.every((objection) => !expect.noObjectionCategories.includes(objection.category)),
    "A category cannot be both expected and forbidden",
  );
export type FixtureExpectation = z.infer<typeof fixtureExpectationSchema>;

/** A pair whose engine scores must keep this order: better's value strictly above worse's. */
export const fixtureOrderingSchema = z.strictObject({
  better: z.string().min(1),
  worse: z.string().min(1),
  on: z.enum(["aiScore", "conversion"]),
  /** Engine 2 knowingly gives the opposite order, for this reason; the suite asserts it still does. */
  knownMiss: z.string().min(20).optional(),
});
export const fixtureOrderingsSchema = z.array(fixtureOrderingSchema);
export type FixtureOrdering = z.infer<typeof fixtureOrderingSchema>;

export interface Fixture {
  /** "NN-slug", the file name without its extension. */
  name: string;
  fileName: string;
  text: string;
  expect: FixtureExpectation;
}

export const FIXTURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/calls");
const EXPECT_SUFFIX = ".expect.json";
/** Transcripts are numbered like "07-cold-call-lost.txt"; everything else here is support files. */
const TRANSCRIPT_FILE = /^(\d{2}-[a-z0-9-]+)\.(txt|vtt|srt)$/;

function readJson(dir: string, fileName: string): unknown {
  const raw = fs.readFileSync(path.join(dir, fileName), "utf8");
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    throw new Error(`${fileName} is not valid JSON: ${(error as Error).message}`);
  }
}

function parseWith<T>(schema: z.ZodType<T>, value: unknown, fileName: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${fileName} does not match its schema:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/**
 * Every transcript with its expectations, in file-name order. Throws when either half of a pair is missing
 * or an expectation is off-shape. `dir` exists for the loader's own tests.
 */
export function loadFixtures(dir: string = FIXTURES_DIR): Fixture[] {
  const files = fs.readdirSync(dir).sort();
  const fixtures = files.flatMap((fileName): Fixture[] => {
    const name = TRANSCRIPT_FILE.exec(fileName)?.[1];
    if (!name) return [];
    const expectFile = `${name}${EXPECT_SUFFIX}`;
    if (!files.includes(expectFile)) throw new Error(`${fileName} has no ${expectFile}`);
    const text = fs.readFileSync(path.join(dir, fileName), "utf8");
    return [{ name, fileName, text, expect: parseWith(fixtureExpectationSchema, readJson(dir, expectFile), expectFile) }];
  });
  for (const fileName of files.filter((file) => file.endsWith(EXPECT_SUFFIX))) {
    const name = fileName.slice(0, -EXPECT_SUFFIX.length);
    if (!fixtures.some((fixture) => fixture.name === name)) throw new Error(`${fileName} has no transcript`);
  }
  return fixtures;
}

export function loadOrderings(dir: string = FIXTURES_DIR): FixtureOrdering[] {
  return parseWith(fixtureOrderingsSchema, readJson(dir, "orderings.json"), "orderings.json");
}
