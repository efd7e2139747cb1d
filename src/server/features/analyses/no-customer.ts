import type { EngineOutput } from "@shared/analysis";
import { speakerNames } from "../../engine/call/names";
import { emptyScorecard } from "../../engine/meddic/scorecard";
import { list } from "../../engine/summary/summary";
import type { EngineInput } from "./engine-input";

const NOT_ASSESSED = "Not assessed: everyone on this call is on our side, so there is no customer side and no sale to assess.";

/**
 * The analysis of a call the speaker mapping puts entirely on our side (an internal meeting). The engine
 * reads whoever is not ours as the customer; with nobody there it still scored a sale (an AI score, a
 * conversion probability, "you talked 100% of the call"). What the call measurably was stays (talk time,
 * sentiment, the tasks agreed and who owns them, named entities); everything that judges a sale says plainly
 * that there is no customer side, the way the engine answers a call with no sales conversation.
 */
export function withoutCustomer(output: EngineOutput, input: EngineInput): EngineOutput {
  const ours = new Set(input.repSpeakers);
  const names = [...speakerNames(input.utterances, ours)].filter(([speaker]) => ours.has(speaker)).map(([, name]) => name);
  const {
    conversionFactors: _factors,
    callStage: _stage,
    meetingWarning: _meeting,
    customerSentiment: _customer,
    ...metrics
  } = output.metrics;
  return {
    ...output,
    aiScore: 0,
    conversionProbability: 0,
    // With no customer there is no customer sentiment; 0.5 is the neutral value the engine stores then.
    sentimentScore: 0.5,
    meddicScorecard: emptyScorecard(NOT_ASSESSED),
    salesCoaching: {
      coaching_score: 0,
      what_went_well: [],
      what_could_improve: [
        {
          issue: "No customer on this call",
          why_it_matters: "Coaching compares how the customer was heard with sales benchmarks; everyone on this call is on our side.",
          recommended_fix:
            "Nothing to change if this was an internal meeting. If a customer was on the call, mark them as the customer in the speakers and the call is analysed again.",
        },
      ],
      tips: { materials_to_provide: [], value_reinforcements: [], objection_handling: [] },
    },
    meetingSummary: {
      summary: `Everyone who spoke is on our side (${list(names)}): there is no customer side, so there is no sale to score, and no MEDDIC evidence, objections or sales coaching.`,
      follow_ups: output.meetingSummary.follow_ups,
      objections: [],
    },
    metrics: { ...metrics, customerSentiment: null, assessed: false },
  };
}
