import { ArrowDown, ArrowUp } from "lucide-react";
import type { Analysis } from "@shared/analysis";
import { formatConversion } from "./format";

/**
 * "Why 34%?": the signals that moved the fitted conversion model most for this call (engine 2 writes them
 * in metrics.conversionFactors). Nothing is shown for analyses without them (older ones, the LLM's).
 */
export function ConversionWhy({ analysis }: { analysis: Analysis }) {
  const factors = analysis.metrics.conversionFactors ?? [];
  if (factors.length === 0) return null;
  return (
    <details className="rounded-md border bg-card px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium">Why {formatConversion(analysis.conversionProbability)}?</summary>
      <ul className="mt-2 grid gap-1">
        {factors.map(({ factor, direction }) => (
          <li key={factor} className="flex items-center gap-2">
            {direction === "up" ? (
              <ArrowUp aria-label="raises it" className="size-4 shrink-0 text-green-600" />
            ) : (
              <ArrowDown aria-label="lowers it" className="size-4 shrink-0 text-red-600" />
            )}
            <span>{factor}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted-foreground">From a model fitted on labelled sales calls; each line moved this call's figure up or down the most.</p>
    </details>
  );
}
