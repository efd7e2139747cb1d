import { Route } from "wouter";
import { renderWithProviders } from "@tests/client/render";
import { AnalysisPage } from "@client/features/analysis/analysis-page";

/** Renders the screen through a route, as the app does, at /analysis/t1 unless told otherwise. */
export function renderCall(path = "/analysis/t1") {
  return renderWithProviders(<Route path="/:screen/:id" component={AnalysisPage} />, { path });
}
