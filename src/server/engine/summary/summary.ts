import type { CallStage } from "@shared/analysis";
import type { Call, CallSentence } from "../call/call";
import { CATEGORY_LABEL } from "../coaching/objection-advice";
import type { FoundObjection } from "../objections/objections";
import type { FoundFollowUp } from "../follow-ups/follow-ups";
import { datedNextSteps } from "../follow-ups/next-step";
import { joinSentences, speakerOf, trimQuote } from "../rules/quote";
import { LATE_STAGES } from "../scores/call-stage";
import { painSentence, proposalSentence, situationSentence } from "./picks";

/** Names or items as a sentence lists them: "a", "a and b", "a, b and c". */
export const list = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

const HOUR = 3600;
/**
 * How long: "for about 12 minutes"; a chat export runs from its first message to its last, which can be hours
 * or days ("over 3 days"), and "for about 4,320 minutes" would read as nonsense.
 */
function span(seconds: number): string {
  if (seconds < 90) return "for about a minute";
  if (seconds < 3 * HOUR) return `for about ${Math.round(seconds / 60)} minutes`;
  if (seconds < 36 * HOUR) return `over about ${Math.round(seconds / HOUR)} hours`;
  return `over ${Math.round(seconds / (24 * HOUR))} days`;
}

/**
 * How long to say the call took: its measured duration, or for a chat that ran over hours or days (silences
 * over 15 minutes are not call time, so its duration is minutes of messages) the clock time from its first
 * message to its last: "about 79 minutes" of a chat that ran two days misread it (a manager's review).
 */
function howLong(call: Call, durationSeconds: number): number {
  const times = call.turns.map((turn) => turn.at).filter((at): at is number => at !== null);
  const clock = times.length > 1 ? Math.max(...times) - Math.min(...times) : 0;
  return clock >= 3 * HOUR && clock > 3 * durationSeconds ? clock : durationSeconds;
}

/** Who was on the call and for how long, from the speaker names and the measured duration. */
function whoMet(call: Call, measuredSeconds: number): string {
  const durationSeconds = howLong(call, measuredSeconds);
  const sellers = [...call.names].filter(([speaker]) => call.sellers.has(speaker)).map(([, name]) => name);
  const customers = [...call.names].filter(([speaker]) => !call.sellers.has(speaker)).map(([, name]) => name);
  if (sellers.length === 0 || customers.length === 0) return `${list([...sellers, ...customers])} spoke ${span(durationSeconds)}.`;
  return `${list(sellers)} met ${list(customers)} ${span(durationSeconds)}.`;
}

const ACTION_LIMIT = 110;

/**
 * A long action cut at its last comma that fits ("…check-in on Friday, December 4th to confirm everything is
 * closed"), when what is left still says the step: a first step of its own ("set up the technical review on
 * Tuesday the 4th, and then the contract review…") is kept whole rather than cut mid-phrase at the limit
 * ("…on Friday the 7th with your", which a review of fresh calls found read as if the sentence ended there).
 */
const LEAST_STEP = 30;
function shorten(action: string): string {
  if (action.length <= ACTION_LIMIT) return action;
  const comma = action.lastIndexOf(", ", ACTION_LIMIT);
  return comma >= LEAST_STEP ? action.slice(0, comma) : trimQuote(action, ACTION_LIMIT);
}

/** "Rachel Torres will send the deck (Friday)"; in Spanish the action keeps its own words: "Javier Morales: “le mando…”". */
export function describeFollowUp(followUp: FoundFollowUp, english: boolean): string {
  const action = shorten(followUp.action);
  const due = followUp.due && !action.includes(followUp.due.replace(/\.$/u, "")) ? ` (${followUp.due})` : "";
  return english ? `${followUp.owner} will ${action}${due}` : `${followUp.owner}: “${action}”${due}`;
}

function agreed(followUps: readonly FoundFollowUp[], english: boolean): string | null {
  // One step per date: "invite Marcus and Tanya" and "send the invite" for the same demo are one agreement.
  const dated = datedNextSteps(followUps).filter((followUp, index, all) => all.findIndex((other) => other.due === followUp.due) === index);
  const chosen = (dated.length > 0 ? dated : followUps).slice(0, 3).sort((a, b) => a.sentence.index - b.sentence.index);
  if (chosen.length === 0) return null;
  const items = chosen.map((followUp) => describeFollowUp(followUp, english));
  // An action cut short keeps its ellipsis: a full stop would pass the cut off as the end of what was said.
  const line = `Agreed: ${items.join("; ")}`;
  return line.endsWith("…") ? line : line.replace(/\.*$/u, ".");
}

const MEETING_WORDS = /\b(?:call|meeting|invite|demo|calendar|reunión|llamada)\b/iu;

export interface SummaryFacts {
  durationSeconds: number;
  followUps: readonly FoundFollowUp[];
  salesContent: boolean;
  objections?: readonly FoundObjection[];
  /** The customer sentence the classifier is surest describes their pain, if any (it beats the v1 pick). */
  heardPain?: CallSentence | null;
  /**
   * False when the MEDDIC scorecard found no pain: the summary then quotes none either, or it would call
   * "I don't want to waste your time" the pain beside a scorecard saying none was described.
   */
  painFound?: boolean;
  /** The customer's words on who decides or signs, if the classifier heard them. */
  heardAuthority?: CallSentence | null;
  /** The customer's last confident decline, if any. */
  heardDecline?: CallSentence | null;
  /** The customer's last buying signal the classifier is very sure of, if any. */
  heardCommitment?: CallSentence | null;
  optedOut?: boolean;
  /** The customer's words saying they just signed, if they did (rules/signing.ts). */
  signed?: CallSentence | null;
  /** The call's stage: pain is discovery's question, so its absence is not news on a negotiation or closing call. */
  stage?: CallStage | null;
}

/** "Objections: price (“…”, answered) and timing (“…”, not answered)." */
function objectionsLine(objections: readonly FoundObjection[]): string | null {
  if (objections.length === 0) return null;
  const items = objections
    .slice(0, 3)
    .map((objection) => `${CATEGORY_LABEL[objection.category].toLowerCase()} (“${trimQuote(objection.quote, 90)}”, ${objection.answered ? "answered" : "not answered"})`);
  const more = objections.length > 3 ? `, and ${objections.length - 3} more` : "";
  return `Objections: ${list(items)}${more}.`;
}

/**
 * An extractive summary of three to eight sentences: who met, the customer's situation and pain in their own
 * words, what the seller proposed, the objections and whether each was answered, who decides, and how it
 * ended: what was agreed, or the customer's decline. Nothing is paraphrased beyond the connecting words;
 * a call with no sales conversation, or in a language the engine does not read, says so plainly.
 */
export function summarize(call: Call, facts: SummaryFacts): string {
  if (call.sentences.length === 0) return "The transcript contains no speech, so there is nothing to summarise or score.";
  const opening = whoMet(call, facts.durationSeconds);
  const outcome = agreed(facts.followUps, call.language !== "es");
  if (call.language === "other") {
    return `${opening} The call is not in English or Spanish, the languages the local engine reads, so its content was not assessed: no MEDDIC evidence, objections or follow-ups could be read.`;
  }
  if (!facts.salesContent) {
    // Only a rescheduled meeting is worth repeating here: "send the recipe again" is not a sales step.
    const meetings = agreed(facts.followUps.filter((followUp) => MEETING_WORDS.test(followUp.action)), call.language !== "es");
    return [opening, "No sales conversation took place: this reads as a meeting or a conversation that is not a sale (nobody on the call was being sold to), so there is nothing to score.", meetings]
      .filter(Boolean)
      .join(" ");
  }
  const situation = situationSentence(call);
  const pain = facts.painFound === false ? null : facts.heardPain && facts.heardPain !== situation ? facts.heardPain : painSentence(call, situation);
  const proposal = proposalSentence(call);
  const parts = [opening];
  if (situation) parts.push(`${speakerOf(call, situation)} described the situation: “${trimQuote(situation.text, 200)}”`);
  if (pain) parts.push(`The pain, in ${speakerOf(call, pain)}'s words: “${trimQuote(pain.text, 200)}”`);
  else if (!(facts.stage && LATE_STAGES.has(facts.stage))) parts.push("The customer did not describe a business problem.");
  const [first] = proposal.sentences;
  if (first) parts.push(`${speakerOf(call, first)} ${proposal.proposed ? "proposed" : "presented"}: “${trimQuote(joinSentences(proposal.sentences), 240)}”`);
  const objections = objectionsLine(facts.objections ?? []);
  if (objections) parts.push(objections);
  // A sentence already quoted as the pain or an objection is not quoted again as who decides or the decline.
  const quoted = new Set([pain?.index, ...(facts.objections ?? []).flatMap((objection) => objection.raise.sentences.map((sentence) => sentence.index))]);
  const authority = facts.heardAuthority;
  if (authority && !quoted.has(authority.index)) parts.push(`On who decides, ${speakerOf(call, authority)} said: “${trimQuote(authority.text, 160)}”`);
  if (facts.optedOut) parts.push("The customer asked not to be contacted again.");
  else {
    // A decline is how the call ended unless a step both sides agreed, or one the customer took on, came after
    // it; the rep's own "I'll send you the case study anyway" does not undo a "we'll pass".
    const decline = facts.heardDecline;
    const lastAgreed = Math.max(-1, ...facts.followUps.filter((followUp) => followUp.agreed || !followUp.sentence.rep).map((followUp) => followUp.sentence.index));
    if (decline && decline.index > lastAgreed && !quoted.has(decline.index)) parts.push(`${speakerOf(call, decline)} declined: “${trimQuote(decline.text, 160)}”`);
    else {
      // A buying signal after any decline is how it ended ("I'll sign it while we're on the call"), then what was agreed.
      const commitment = facts.heardCommitment;
      const signed = facts.signed && facts.signed.index > (decline?.index ?? -1) ? facts.signed : null;
      if (signed) parts.push(`${speakerOf(call, signed)} signed on the call: “${trimQuote(signed.text, 160)}”`);
      else if (commitment && commitment.index > (decline?.index ?? -1) && !quoted.has(commitment.index)) {
        parts.push(`${speakerOf(call, commitment)} signalled they would buy: “${trimQuote(commitment.text, 160)}”`);
      }
      parts.push(outcome ?? "No next step was agreed.");
    }
  }
  if (call.truncated) parts.push("The transcript is very long; only its first 60,000 words were analysed.");
  return parts.join(" ");
}
