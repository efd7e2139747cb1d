import type { Utterance } from "@shared/utterance";
import type { ModelAnalysis } from "@server/integrations/llm/schema";

/** A short discovery call: speaker 0 is the rep, speaker 1 the customer. */
export const CALL: Utterance[] = [
  { speaker: 0, name: "Dana", text: "Thanks for joining. What made you look at call coaching now?", start: 0, end: 6 },
  { speaker: 1, name: "Sam", text: "Our ramp time is too long, new reps take six months to close their first deal.", start: 7, end: 15 },
  { speaker: 0, name: "Dana", text: "What does that cost you each quarter?", start: 16, end: 19 },
  { speaker: 1, name: "Sam", text: "Roughly two hundred thousand dollars in missed pipeline every quarter.", start: 20, end: 27 },
  { speaker: 1, name: "Sam", text: "Our CFO Maria signs off on anything above fifty thousand.", start: 28, end: 33 },
  { speaker: 1, name: "Sam", text: "Honestly the price looks high compared to what we pay today.", start: 34, end: 39 },
  { speaker: 0, name: "Dana", text: "I will send you the ROI calculator and a case study by Friday.", start: 40, end: 46 },
];
export const REPS = [0];

/** A valid model answer whose every quote is in CALL. */
export function validAnswer(): ModelAnalysis {
  const no = { result: "No" as const, context: "Not discussed in the call." };
  return {
    meddicScorecard: {
      overall_score: 50,
      metrics: { result: "Yes", context: '"Roughly two hundred thousand dollars in missed pipeline every quarter" (00:20). The cost is quantified.' },
      economic_buyer: { result: "Yes", context: '"Our CFO Maria signs off on anything above fifty thousand" (00:28). The budget holder is named.' },
      decision_criteria: no,
      decision_process: no,
      identify_pain: { result: "Partial", context: '"new reps take six months to close their first deal" (00:07). Pain stated once.' },
      champion: no,
    },
    meetingSummary: {
      summary: "Sam's team loses pipeline to slow rep ramp; the CFO approves large purchases. Dana sends an ROI calculator.",
      follow_ups: [{ owner: "Dana", action: "Send the ROI calculator and a case study", due: "Friday", at: 40 }],
      objections: [{ category: "price", quote: "the price looks high compared to what we pay today", at: 34, answered: false }],
    },
    salesCoaching: {
      coaching_score: 72,
      what_went_well: ["Dana asked what the slow ramp costs and got a number."],
      what_could_improve: [{ issue: "The price objection went unanswered", why_it_matters: "It will return at signature", recommended_fix: "Tie the price to the $200k per quarter" }],
      tips: { materials_to_provide: ["ROI calculator"], value_reinforcements: ["$200k missed pipeline per quarter"], objection_handling: ["Compare price to the cost of slow ramp"] },
    },
  };
}
