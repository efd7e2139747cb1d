import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Analysis } from "@shared/analysis";
import { baseAnalysis } from "@tests/client/analysis-data";
import { ConversionWhy } from "./conversion-why";

const withFactors = (factors: Analysis["metrics"]["conversionFactors"]) => {
  const analysis = baseAnalysis() as unknown as Analysis;
  return { ...analysis, conversionProbability: 34, metrics: { ...analysis.metrics, conversionFactors: factors } };
};

describe("ConversionWhy", () => {
  it("explains the conversion figure with the factors that moved it, up or down", async () => {
    render(<ConversionWhy analysis={withFactors([
      { factor: "A next step was agreed", direction: "up" },
      { factor: "The customer never said their objections were settled", direction: "down" },
    ])} />);
    await userEvent.click(screen.getByText("Why 34%?"));
    expect(screen.getByText("A next step was agreed")).toBeVisible();
    expect(screen.getByLabelText("raises it")).toBeInTheDocument();
    expect(screen.getByLabelText("lowers it")).toBeInTheDocument();
  });

  it("shows nothing for analyses without factors", () => {
    const { container } = render(<ConversionWhy analysis={withFactors(undefined)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
