import { battleCardSchema, type BattleCard } from "@shared/trackers";

/** Messages keyed by where they belong: "summary", "whyWeWin.2", "objections.0.answer", or a list's own key. */
export type CardErrors = Record<string, string>;

/** Rows left entirely blank are spacing the user did not fill in, not entries. */
export function withoutBlankRows(card: BattleCard): BattleCard {
  return {
    summary: card.summary,
    whyWeWin: card.whyWeWin.filter((line) => line.trim() !== ""),
    landmines: card.landmines.filter((line) => line.trim() !== ""),
    objections: card.objections.filter((pair) => pair.objection.trim() !== "" || pair.answer.trim() !== ""),
  };
}

/** The card as the API takes it, or the schema's messages (the server's own) by place. */
export function validateCard(card: BattleCard): { card: BattleCard } | { errors: CardErrors } {
  const parsed = battleCardSchema.safeParse(card);
  if (parsed.success) return { card: parsed.data };
  const errors: CardErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join(".");
    errors[key] ??= issue.message;
  }
  return { errors };
}
