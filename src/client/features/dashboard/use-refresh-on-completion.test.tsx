import { describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import { renderHook } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@client/lib/query-client";
import type { TranscriptSummary } from "@client/features/transcripts";
import { useRefreshOnCompletion } from "./use-refresh-on-completion";

const call = (id: string, status: string) => ({ id, status }) as TranscriptSummary;

describe("useRefreshOnCompletion", () => {
  it("re-reads stats, performance and analytics when another call completes, not on first sight", () => {
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, "invalidateQueries").mockResolvedValue();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { rerender } = renderHook(({ list }) => useRefreshOnCompletion(list), {
      wrapper,
      initialProps: { list: undefined as TranscriptSummary[] | undefined },
    });
    rerender({ list: [call("a", "completed"), call("b", "processing")] });
    rerender({ list: [call("a", "completed"), call("b", "processing"), call("c", "processing")] });
    expect(invalidate).not.toHaveBeenCalled();

    rerender({ list: [call("a", "completed"), call("b", "completed"), call("c", "processing")] });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ["/api/stats"],
      ["/api/performance"],
      ["/api/analytics/dashboard"],
    ]);
  });
});
