import type { Insight } from "@shared/dashboard";
import type { Db } from "../../../db/open";
import { insightFigures } from "./insight-figures-query";
import { insightsFrom } from "./rules";

/** GET /api/insights: one SQL pass over the latest calls, then plain rules over its figures. */
export async function coachingInsights(db: Db, userId: string): Promise<Insight[]> {
  return insightsFrom(await insightFigures(db, userId));
}
