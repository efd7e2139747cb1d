import type { Call } from "../call/call";
import { cue } from "./cues";

/** Words of buying and selling: a product, its price, the deal and its steps. */
const SALES_TERMS = cue(
  "price", "pricing", "priced", "cost", "costs", "budget", "contract", "proposal", "quote", "demo", "product", "platform",
  "solution", "software", "tool", "tools", "vendor", "renewal", "renew", "deal", "trial", "pilot", "roi", "license",
  "licen[cs]es", "seats?", String.raw`integrat\w+`, "implementation", "onboarding", "procurement", "invoices?", "revenue",
  "sales", "discount", "subscription", "features?", "dashboards?", "api", "sso", "agreement", "purchase", "rollout",
  "migration", "customers", "per month", "a year", "annual", "business case", "security review", "next steps?",
  String.raw`case stud(?:y|ies)`, "references?", "tiers?", "spend", "savings?", "quota", "pipeline", "dollars", "percent",
  "we help", String.raw`per \w+ per (?:month|year)`, "a month", String.raw`worth (?:\w+ )?minutes`,
  "precio", "costo", "propuesta", "piloto", "inventario", "proveedores", String.raw`integración`, "sucursales", "gasto",
  "ahorro", "merma", "facturas?", "herramienta", "clientes?", "presupuesto",
);

/** Fewer sentences than this about buying or selling, and the call is not a sales conversation. */
export const SALES_SENTENCES_NEEDED = 3;

/** How many sentences, from either side, talk about buying or selling. */
export function salesSentenceCount(call: Call): number {
  return call.sentences.filter((sentence) => SALES_TERMS.test(sentence.lower)).length;
}

/**
 * True when the call holds no sales conversation at all (colleagues chatting, a call that was only
 * rescheduled): then nothing is scored as sales evidence, and the analysis says so instead.
 */
export const hasSalesContent = (call: Call): boolean => salesSentenceCount(call) >= SALES_SENTENCES_NEEDED;
