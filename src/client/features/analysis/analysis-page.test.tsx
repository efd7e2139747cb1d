import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TranscriptStatus } from "@shared/transcripts";
import { resetToasts } from "@client/lib/toast";
import { json } from "@tests/client/fetch-stub";
import { analysisBody, baseAnalysis, stubCall, transcriptBody } from "@tests/client/analysis-data";
import { renderCall } from "@tests/client/render-analysis";

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const group = (name: string) => screen.getByRole("group", { name });

describe("AnalysisPage", () => {
  it("shows the name, date, AI Score and rounded Conversion in the header on all three routes", async () => {
    for (const path of ["/analysis/t1", "/transcript/t1", "/meeting/t1"]) {
      stubCall();
      const { unmount } = renderCall(path);
      expect(await screen.findByRole("heading", { level: 1, name: "Acme discovery" })).toBeInTheDocument();
      expect(group("AI Score")).toHaveTextContent("7.8/10");
      expect(group("Conversion")).toHaveTextContent("62%");
      expect(screen.getByText("Analysed by the local engine")).toBeInTheDocument();
      unmount();
    }
  });

  it("colours the AI score green at 7, yellow at 4 and red below (SPEC §5)", async () => {
    for (const [aiScore, colour] of [[7, "text-green-700"], [4, "text-yellow-700"], [3.9, "text-red-600"]] as const) {
      stubCall({ analysis: analysisBody({ aiScore }) });
      const { unmount } = renderCall();
      await screen.findByRole("group", { name: "AI Score" });
      expect(within(group("AI Score")).getByText(`${aiScore.toFixed(1)}/10`)).toHaveClass(colour);
      unmount();
    }
  });

  it("requests the analysis only after the transcript has loaded (SPEC §7)", async () => {
    const fetchMock = stubCall();
    renderCall();
    await screen.findByRole("group", { name: "AI Score" });
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls[0]).toBe("/api/transcripts/t1");
    expect(urls.indexOf("/api/analyses/transcript/t1")).toBeGreaterThan(0);
  });

  it("shows talk time and sentiment as percents, the talk timeline and the metrics with benchmarks", async () => {
    stubCall();
    renderCall();
    expect(await screen.findByRole("group", { name: "Talk Time" })).toHaveTextContent("43%");
    expect(group("Sentiment")).toHaveTextContent("72%");
    expect(group("Coaching Score")).toHaveTextContent("64/100");
    expect(screen.getByRole("img", { name: "Dana Reyes spoke 42% of the talk time" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Sam Patel spoke 58% of the talk time" })).toBeInTheDocument();
    const talkRow = screen.getByRole("row", { name: /Rep talk time/ });
    expect(talkRow).toHaveTextContent("43%");
    expect(talkRow).toHaveTextContent("Top reps talk about 43%; above 65% hurts");
    expect(screen.getByRole("row", { name: /Questions asked by the rep/ })).toHaveTextContent("11–14 in a discovery call");
  });

  it("switches between the four tabs", async () => {
    stubCall();
    renderCall();
    const user = userEvent.setup();
    await screen.findByRole("tab", { name: "Insights", selected: true });

    await user.click(screen.getByRole("tab", { name: "Analysis" }));
    expect(screen.getByRole("heading", { name: "MEDDIC Scorecard" })).toBeInTheDocument();
    expect(within(screen.getByRole("listitem", { name: "Economic Buyer" })).getByText("No")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Sales Coaching" })).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Talk Time" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Summary" }));
    expect(screen.getByText("Dana met Sam about invoice checking.")).toBeInTheDocument();
    expect(screen.getByText("Due Friday")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Transcript" }));
    expect(screen.getByRole("tab", { name: "Transcript", selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(5);
  });

  it("lists utterances with mm:ss and speaker names, the rep in blue", async () => {
    stubCall();
    renderCall();
    await userEvent.setup().click(await screen.findByRole("tab", { name: "Transcript" }));
    const line = within(document.getElementById("utt-3")!);
    expect(line.getByText("01:35")).toBeInTheDocument();
    expect(line.getByText("Sam Patel")).not.toHaveClass("text-blue-600");
    expect(within(document.getElementById("utt-0")!).getByText("Dana Reyes")).toHaveClass("text-blue-600");
  });

  it("names unmapped speakers from detected names, else Sales Rep and Participant 2", async () => {
    stubCall({
      transcript: transcriptBody({ namedEntities: JSON.stringify([{ entity_type: "NAME", text: "Lee Park" }, { entity_type: "NAME", text: "Thank you" }]) }),
      mapping: { "0": { name: "", role: "customer" }, "1": { name: "", role: "account_owner" } },
    });
    renderCall();
    await userEvent.setup().click(await screen.findByRole("tab", { name: "Transcript" }));
    expect(within(document.getElementById("utt-0")!).getByText("Lee Park")).not.toHaveClass("text-blue-600");
    expect(within(document.getElementById("utt-1")!).getByText("Participant 2")).toHaveClass("text-blue-600");
  });

  it("follows an objection's time to its moment in the transcript and highlights it", async () => {
    stubCall();
    renderCall();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "Summary" }));
    const objections = screen.getByRole("list", { name: "Objections" });
    await user.click(within(objections).getByRole("button", { name: "Go to 01:35 in the transcript" }));

    expect(screen.getByRole("tab", { name: "Transcript", selected: true })).toBeInTheDocument();
    const moment = document.getElementById("utt-3");
    expect(moment).toHaveAttribute("aria-current", "true");
    expect(moment).toHaveTextContent("the price worries me");
    expect(moment).toHaveFocus();
    expect(document.querySelectorAll('[aria-current="true"]')).toHaveLength(1);
  });

  it("links a MEDDIC context's cited time to the utterance at or before it", async () => {
    stubCall();
    renderCall();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "Analysis" }));
    const metrics = screen.getByRole("listitem", { name: "Metrics" });
    await user.click(within(metrics).getByRole("button", { name: "Go to 00:20 in the transcript" }));
    expect(document.getElementById("utt-1")).toHaveAttribute("aria-current", "true");
  });

  it("hides a section whose JSON cannot be parsed and keeps the rest", async () => {
    stubCall({ analysis: analysisBody({ meddicScorecard: "{oops", salesCoaching: JSON.stringify(baseAnalysis().salesCoaching), meetingSummary: "null" }) });
    renderCall();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "Analysis" }));
    expect(screen.queryByRole("heading", { name: "MEDDIC Scorecard" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Sales Coaching" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Summary" }));
    expect(screen.queryByRole("heading", { name: "Meeting Summary" })).not.toBeInTheDocument();
    expect(screen.getByText("Nothing to show here for this call.")).toBeInTheDocument();
  });

  it("says Transcript not available when the call has no utterances", async () => {
    stubCall({ transcript: transcriptBody({ diarizationData: [] }) });
    renderCall();
    await userEvent.setup().click(await screen.findByRole("tab", { name: "Transcript" }));
    expect(screen.getByText("Transcript not available")).toBeInTheDocument();
  });

  it("says Analysis not found for an unknown transcript, without asking for its analysis", async () => {
    const fetchMock = stubCall({ transcript: null });
    renderCall();
    expect(await screen.findByRole("heading", { name: "Analysis not found" })).toBeInTheDocument();
    expect(screen.getByText("The analysis you're looking for doesn't exist.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/transcripts/t1"]);
  });

  it("says Analysis not found for a completed call without an analysis", async () => {
    stubCall({ analysis: null });
    renderCall();
    expect(await screen.findByRole("heading", { name: "Analysis not found" })).toBeInTheDocument();
  });

  it("shows the analysis by itself when the call's first analysis finishes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: TranscriptStatus = "processing";
    stubCall({}, {
      "GET /api/transcripts/t1": () => json({ transcript: transcriptBody({ status }) }),
      "GET /api/analyses/transcript/t1": () =>
        status === "completed" ? json({ analysis: analysisBody() }) : json({ code: "NOT_FOUND", message: "Analysis not found" }, 404),
      "GET /api/transcripts": () => json([]),
      "GET /api/analyses": () => json([]),
    });
    renderCall();
    expect(await screen.findByRole("heading", { name: "Analysing this call…" })).toBeInTheDocument();
    status = "completed";
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByRole("group", { name: "AI Score" })).toHaveTextContent("7.8/10");
  });

  it("says when the server's answer cannot be read, and offers to try again", async () => {
    stubCall({ analysis: analysisBody({ metrics: "gone" }) });
    renderCall();
    expect(await screen.findByRole("heading", { name: "Unable to load this call" })).toBeInTheDocument();
    expect(screen.getByText("The server's answer could not be read.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("says the call is being analysed, or why its analysis failed", async () => {
    stubCall({ transcript: transcriptBody({ status: "processing" }), analysis: null });
    const { unmount } = renderCall();
    expect(await screen.findByRole("heading", { name: "Analysing this call…" })).toBeInTheDocument();
    unmount();

    stubCall({ transcript: transcriptBody({ status: "failed", failureReason: "No speech found" }), analysis: null });
    renderCall();
    expect(await screen.findByRole("heading", { name: "Analysis failed" })).toBeInTheDocument();
    expect(screen.getByText("No speech found")).toBeInTheDocument();
  });
});
