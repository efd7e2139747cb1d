import type { Call } from "../call/call";
import { cue } from "../rules/cues";
import { MONEY, NUMBER, PERCENT, RATE } from "../rules/numbers";
import { customerTurns, sellerTurnBefore, keepStrongest, type Evidence, type Finding } from "./evidence";

const MONEY_OR_PERCENT = cue(...MONEY, ...PERCENT);
const RATE_SAID = cue(...RATE, String.raw`spends? (?:the )?(?:first )?(?:\w+ )?(?:week|day|days|hours) (?:of|a|every|each)`);
/** Words that tie a figure to the business: what it costs, loses, wastes or misses. */
export const IMPACT = cue(
  "costs?", "costing", "spend(?:ing|s)?", "spent", "pay(?:ing|s)?", "paid", "bill", "invoices?", "budget(?:ed)?",
  String.raw`overbill\w*`, "overtime", "penalt(?:y|ies)", "chargebacks?", "revenue", "quota", "savings?", "save",
  "los(?:e|t|ing)", "waste", "markdowns?", "turnover", "churn", "on-time", "late", "delays?", "errors?",
  String.raw`escalat\w*`, "tickets?", "capacity", "margins?", "fees?", "discounts?", "target", "benchmark",
  "deductions", "agency", "ramp", "spike[sd]?", "fuel",
  "costo", "gasto", "gastan", "pagamos", "merma", "ahorro", String.raw`pérdidas?`, "presupuesto", "fletes?", "insumos",
);
/** A count of something the business runs on: "forty carriers", "twenty-two trucks", "ocho sucursales". */
const BUSINESS_COUNT = cue(
  `${NUMBER} (?:\\w+ )?(?:customers|clients|employees|people|reps|agents|nurses|coordinators|clerks|trucks|stores|clinics|locations|branches|sites|warehouses|dcs|carriers|suppliers|vendors|invoices|tickets|contracts|users|seats|licenses|endpoints|models|terabytes|rows|orders|shipments|deliveries|cycles|hires|attorneys|pages|sucursales|empleados|clientes|tiendas|proveedores)`,
);
const MULTIPLIER = cue("doubled", "tripled", "spiked", "halved", "twice as", "three times");
const HAS_NUMBER = cue(NUMBER);

/**
 * Metrics: the customer puts numbers on the situation. A figure in money or percent tied to cost, loss or
 * targets is decisive; time spent per period and figures alone are clear; counts of the business's own
 * units (trucks, reps, invoices) are weak. A customer confirming or correcting the rep's figure ("Four
 * point one") counts as the customer's own number.
 */
export function findMetrics(call: Call): Finding {
  const evidence: Evidence[] = [];
  for (const turn of customerTurns(call)) {
    const asked = sellerTurnBefore(call, turn);
    const askedAboutFigure = asked !== "" && (MONEY_OR_PERCENT.test(asked) || BUSINESS_COUNT.test(asked));
    turn.sentences.forEach((sentence, position) => {
      const { lower } = sentence;
      const impact = IMPACT.test(lower);
      let points = 0;
      if (MONEY_OR_PERCENT.test(lower)) points = impact ? 3 : 2;
      else if (RATE_SAID.test(lower)) points = 2;
      else if ((BUSINESS_COUNT.test(lower) || MULTIPLIER.test(lower)) && impact) points = 2;
      else if (BUSINESS_COUNT.test(lower) || MULTIPLIER.test(lower)) points = 1;
      // "Four point one." answering the rep's figure is the customer's own number; "On two billion rows?" is not.
      if (askedAboutFigure && position === 0 && !sentence.question && HAS_NUMBER.test(lower)) points = Math.max(points, 3);
      if (points > 0) evidence.push({ sentence, points });
    });
  }
  return { evidence: keepStrongest(evidence) };
}
