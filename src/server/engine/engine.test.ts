import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { engineOutputSchema, isAssessed, MEDDIC_CRITERIA } from "@shared/analysis";
import type { Utterance } from "@shared/utterance";
import { analyzeTranscript, ENGINE_NAME, ENGINE_VERSION, EngineOutputError } from "./engine";
import { utterancesOf } from "@tests/engine/calls";
import { loadFixtures } from "@tests/engine/expectations";
import { parseTranscript, type TranscriptFormat } from "@server/ingest/index";

const DISCOVERY = utterancesOf(
  [
    [0, "Thanks for joining. How do you handle carrier invoices today? What does that cost you?"],
    [1, "Honestly it's painful. My team keys every invoice by hand, about thirty hours a week, and we were overbilled on six percent of our spend."],
    [0, "Who signs off on a purchase like this?"],
    [1, "Our CFO, Greg Lindqvist. Anything over a hundred thousand dollars needs his sign-off."],
    [0, "Let me show you our platform. We audit every invoice automatically and onboard your carriers for you."],
    [1, "My worry is implementation. Our last rollout took eleven months."],
    [0, "That's a fair worry. Our typical rollout is eight weeks with a named implementation manager, we do the setup on our side, and your team spends two hours a week."],
    [1, "Okay, that helps. I'll push for this internally."],
    [0, "How about a demo on Thursday, December 3rd at 10 a.m.? I'll send the invite today."],
    [1, "Thursday works. I'll get you a sample of last quarter's invoices by Wednesday."],
  ],
  ["Daniel Okafor", "Rachel Torres"],
);

/** Either a schema-valid analysis or the engine's own typed error; anything else is a bug. */
function analyzedOrTypedError(utterances: Utterance[], repSpeakers: number[]): void {
  try {
    const output = analyzeTranscript({ utterances, repSpeakers });
    expect(engineOutputSchema.safeParse(output).success).toBe(true);
  } catch (error) {
    expect(error).toBeInstanceOf(EngineOutputError);
  }
}

describe("analyzeTranscript", () => {
  it("returns a schema-valid analysis of a sales call, named and versioned", () => {
    const output = analyzeTranscript({ utterances: DISCOVERY, repSpeakers: [0] });
    expect(engineOutputSchema.parse(output)).toEqual(output);
    expect(output.engine).toEqual({ name: ENGINE_NAME, version: ENGINE_VERSION });
    expect(output.engine.name).toBe("local");
    expect(output.meetingSummary.objections).toMatchObject([{ category: "implementation", answered: true, at: 50 }]);
    expect(output.meetingSummary.follow_ups.map((followUp) => followUp.owner)).toContain("Rachel Torres");
    expect(output.meddicScorecard.economic_buyer.result).toBe("Yes");
    expect(output.namedEntities).toContainEqual({ entity_type: "NAME", text: "Greg Lindqvist" });
    expect(output.metrics).toMatchObject({ language: "en", customerSentiment: output.sentimentScore });
    expect(output.metrics.sentimentByMinute?.length).toBeGreaterThan(0);
    expect(isAssessed(output)).toBe(true);
  });

  it("gives the same answer for the same call", () => {
    expect(analyzeTranscript({ utterances: DISCOVERY, repSpeakers: [0] })).toEqual(analyzeTranscript({ utterances: DISCOVERY, repSpeakers: [0] }));
  });

  it("scores a call with no evidence low and says why", () => {
    const output = analyzeTranscript({
      utterances: utterancesOf([
        [0, "How was the weekend? Did you do the hike?"],
        [1, "We did, it was gorgeous, and my legs are destroyed today."],
        [0, "Ha. Are we still doing the potluck on Wednesday?"],
        [1, "Yes, I'll bring dumplings."],
      ]),
      repSpeakers: [0],
    });
    expect(output.aiScore).toBeLessThan(2);
    expect(output.conversionProbability).toBeLessThan(10);
    expect(output.meetingSummary.summary).toContain("No sales conversation took place");
    for (const criterion of MEDDIC_CRITERIA) expect(output.meddicScorecard[criterion]).toMatchObject({ result: "No", context: expect.stringContaining("No sales conversation") });
    expect(output.meetingSummary.objections).toEqual([]);
    // Not assessed: its zeros are "not scored", which every score average leaves out.
    expect(output.metrics.assessed).toBe(false);
  });

  it("does not score an internal design meeting that talks cost and features as a sales call", () => {
    // Four colleagues designing a product: price, unit cost, features and next steps, and nobody selling.
    const lines: [number, string][] = [
      [0, "Okay, let's start. Today we settle the feature list for the kettle, and Ines has the cost breakdown."],
      [1, "Right, so the target retail price is forty nine, which leaves us about eighteen per unit to build it."],
      [2, "The temperature dial alone is four fifty, so if we keep it we drop the glass body."],
      [3, "From the survey, people ranked the dial above the glass, so I'd keep the dial."],
      [0, "Agreed. What about the app? Marketing loved it."],
      [3, "Honestly, only a fifth of the panel said they'd use an app with a kettle."],
      [1, "And the chip adds six per unit plus the certification, we can't afford it at forty nine."],
      [2, "So the app is out. I'll sketch two body shapes with the dial on the handle."],
      [0, "Good. Ines, can you redo the cost sheet without the app and with the steel body?"],
      [1, "Yes, I'll have it by Thursday."],
      [3, "I'll pull the survey numbers on colours for the next meeting."],
      [0, "Great, same time next week then, and we decide on the body."],
      [2, "Sounds good. I'll bring the foam models."],
      [3, "One more thing, the competitor launched a cheaper one last month, we should look at it."],
      [0, "Let's add it to the agenda. Thanks, everyone."],
    ];
    const output = analyzeTranscript({ utterances: utterancesOf(lines, ["Tomas", "Ines", "Kofi", "Mei"]), repSpeakers: [0] });
    const notAssessed = output.meddicScorecard.metrics.context.startsWith("No sales conversation");
    expect(isAssessed(output)).toBe(!notAssessed);
    expect(notAssessed || output.metrics.meetingWarning !== undefined).toBe(true);
  });

  it("assesses a long sales call with many speakers as sales, however meeting-like its size", () => {
    // Three sales fixtures one after another, each with its own customers: 7 speakers, hundreds of sentences.
    const utterances: Utterance[] = [];
    ["04-procurement-legal", "16-competitor-bakeoff", "02-product-demo"].forEach((name, round) => {
      const fixture = loadFixtures().find((candidate) => candidate.name === name)!;
      const parsed = parseTranscript(fixture.text, fixture.fileName.split(".").pop() as TranscriptFormat);
      const rep = parsed.speakers.indexOf(fixture.expect.rep);
      for (const utterance of parsed.utterances) {
        const speaker = utterance.speaker === rep ? 0 : 1 + round * 2 + (utterance.speaker > rep ? utterance.speaker - 1 : utterance.speaker);
        utterances.push({ speaker, text: utterance.text });
      }
    });
    const output = analyzeTranscript({ utterances, repSpeakers: [0] });
    expect(output.meddicScorecard.metrics.context).not.toMatch(/^No sales conversation/);
    expect(output.conversionProbability).toBeGreaterThan(0);
  });

  it("reads a call in another language honestly: nothing invented, low scores, the reason given", () => {
    const german = [
      "Guten Tag, wie verwalten Sie heute die Rechnungen in Ihrem Team, und was kostet Sie das im Monat?",
      "Das ist schwierig, wir machen alles von Hand, und es dauert jede Woche viele Stunden für das ganze Team.",
    ];
    const output = analyzeTranscript({ utterances: utterancesOf([[0, german[0] ?? ""], [1, german[1] ?? ""], [0, german[0] ?? ""], [1, german[1] ?? ""]]), repSpeakers: [0] });
    expect(output.metrics.language).toBe("other");
    expect(output.aiScore).toBeLessThan(2);
    expect(output.sentimentScore).toBe(0.5);
    expect(output.metrics.customerSentiment).toBeNull();
    expect(output.meetingSummary.summary).toContain("not in English or Spanish");
    expect(output.meddicScorecard.overall_score).toBe(0);
    expect(output.salesCoaching.what_could_improve[0]?.issue).toContain("not in a language the local engine reads");
    expect(output.metrics.assessed).toBe(false);
  });

  it("handles an empty transcript, one speaker, a thousand speakers and a huge utterance", () => {
    const empty = analyzeTranscript({ utterances: [], repSpeakers: [] });
    expect(empty).toMatchObject({ aiScore: 0, conversionProbability: 0, talkTimeRatio: 0 });
    expect(empty.meetingSummary.summary).toContain("no speech");
    expect(empty.metrics.assessed).toBe(false);
    analyzedOrTypedError([{ speaker: 0, text: "We offer a platform. Let me show you how it works." }], [0]);
    const crowd = Array.from({ length: 1000 }, (_, speaker) => ({ speaker, text: `I think the price is fine, speaker ${speaker} here.`, start: speaker }));
    analyzedOrTypedError(crowd, [0]);
    const started = Date.now();
    analyzedOrTypedError([{ speaker: 1, text: "Our budget is frozen and the rollout was painful. ".repeat(30_000) }], [0]);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("answers any utterance list with a schema-valid analysis or a typed error", () => {
    const text = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom(
        "",
        "   ",
        "It's a lot more than we budgeted.",
        "I'll send the pricing by Friday, December 4th.",
        "Our CFO, Greg Lindqvist, signs off. ¿Cuánto cuesta?",
        "We already have a tool. Not interested.",
        "😀 ¿¿¿ !!! ...",
      ),
    );
    const time = fc.option(fc.oneof(fc.double({ min: -10, max: 1e8 }), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 0)), { nil: undefined });
    const utterance = fc.record(
      { speaker: fc.integer({ min: 0, max: 12 }), text, start: time, end: time, name: fc.option(fc.string({ maxLength: 30 }), { nil: undefined }), estimated: fc.option(fc.boolean(), { nil: undefined }) },
      { requiredKeys: ["speaker", "text"] },
    );
    fc.assert(
      fc.property(fc.array(utterance, { maxLength: 40 }), fc.array(fc.integer({ min: 0, max: 14 }), { maxLength: 3 }), (utterances, reps) => {
        analyzedOrTypedError(utterances as Utterance[], reps);
      }),
      { numRuns: 120 },
    );
  });
});
