import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SpeakerMapping } from "@shared/analysis";
import type { TranscriptStatus } from "@shared/transcripts";
import { resetToasts } from "@client/lib/toast";
import { deferred, json } from "@tests/client/fetch-stub";
import { expectToast } from "@tests/client/toasts";
import { MAPPING, analysisBody, stubCall, transcriptBody } from "@tests/client/analysis-data";
import { renderCall } from "@tests/client/render-analysis";

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A server whose re-analysis finishes when the test says so, with a new AI score. */
function reanalysingServer() {
  const server = { status: "completed" as TranscriptStatus, aiScore: 7.8, mapping: MAPPING, puts: [] as unknown[] };
  const fetchMock = stubCall({}, {
    "GET /api/transcripts/t1": () => json({ transcript: transcriptBody({ status: server.status }) }),
    "GET /api/transcripts/t1/speakers": () => json({ speakerMapping: server.mapping }),
    "GET /api/analyses/transcript/t1": () => json({ analysis: analysisBody({ aiScore: server.aiScore }) }),
    "PUT /api/transcripts/t1/speakers": (init) => {
      const body = JSON.parse(String(init?.body)) as { speakerMapping: SpeakerMapping };
      server.puts.push(body);
      server.mapping = body.speakerMapping;
      server.status = "processing";
      return json({ speakerMapping: server.mapping, transcript: transcriptBody({ status: "processing" }) });
    },
    "GET /api/transcripts": () => json([]),
    "GET /api/analyses": () => json([]),
  });
  return { server, fetchMock };
}

const transcriptReads = (fetchMock: ReturnType<typeof stubCall>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === "/api/transcripts/t1" && (init?.method ?? "GET") === "GET").length;

const side = () => screen.findByRole("group", { name: "Who is on our side?" });

describe("Who is on our side?", () => {
  it("saves the mapping, polls the call while it is re-analysed and shows the new scores", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server, fetchMock } = reanalysingServer();
    renderCall();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const picker = await side();
    const dana = within(picker).getByRole("checkbox", { name: "Dana Reyes" });
    const sam = within(picker).getByRole("checkbox", { name: "Sam Patel" });
    expect(dana).toBeChecked();
    expect(dana).toBeDisabled(); // the only one on our side cannot be cleared
    expect(sam).not.toBeChecked();

    await user.click(sam);

    await waitFor(() => expect(server.puts).toHaveLength(1));
    expect(server.puts[0]).toEqual({
      speakerMapping: {
        "0": { name: "Dana Reyes", role: "account_owner" },
        "1": { name: "Sam Patel", role: "account_owner" },
      },
    });
    expect(await screen.findByText(/Updating the analysis/)).toBeInTheDocument();
    expect(picker).toBeDisabled();
    expect(sam).toBeChecked();
    expect(screen.getByRole("group", { name: "AI Score" })).toHaveTextContent("7.8/10");

    // Still processing at the first poll: the old scores stay.
    const readsBefore = transcriptReads(fetchMock);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(transcriptReads(fetchMock)).toBeGreaterThan(readsBefore));
    expect(screen.getByRole("group", { name: "AI Score" })).toHaveTextContent("7.8/10");

    server.status = "completed";
    server.aiScore = 4.1;
    await act(() => vi.advanceTimersByTimeAsync(2_000));

    await waitFor(() => expect(screen.getByRole("group", { name: "AI Score" })).toHaveTextContent("4.1/10"));
    expect(within(screen.getByRole("group", { name: "AI Score" })).getByText("4.1/10")).toHaveClass("text-yellow-700");
    expect(screen.queryByText(/Updating the analysis/)).not.toBeInTheDocument();
    expect(picker).toBeEnabled();
    await expectToast("Analysis updated", "The scores now come from the new analysis.");

    // Polling stops once the call is analysed.
    const readsAfter = transcriptReads(fetchMock);
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(transcriptReads(fetchMock)).toBe(readsAfter);
  });

  it("shows Sam's lines in blue once Sam is on our side, beside Dana's", async () => {
    reanalysingServer();
    renderCall();
    const user = userEvent.setup();
    await user.click(within(await side()).getByRole("checkbox", { name: "Sam Patel" }));
    await screen.findByText(/Updating the analysis/);
    await user.click(screen.getByRole("tab", { name: "Transcript" }));
    expect(within(document.getElementById("utt-1")!).getByText("Sam Patel")).toHaveClass("text-blue-600");
    expect(within(document.getElementById("utt-0")!).getByText("Dana Reyes")).toHaveClass("text-blue-600");
  });

  it("keeps the ticked box ticked while the server saves the change", async () => {
    const answer = deferred();
    stubCall({}, { "PUT /api/transcripts/t1/speakers": () => answer.promise });
    renderCall();
    const user = userEvent.setup();
    const picker = await side();
    const sam = within(picker).getByRole("checkbox", { name: "Sam Patel" });
    await user.click(sam);
    expect(sam).toBeChecked();
    expect(within(picker).getByRole("checkbox", { name: "Dana Reyes" })).toBeChecked();
    expect(picker).toBeDisabled();
    answer.resolve(json({ code: "BAD_REQUEST", message: "Speaker 1 is not in this transcript" }, 400));
    await expectToast("Could not change who is on our side", "Speaker 1 is not in this transcript");
    await waitFor(() => expect(sam).not.toBeChecked());
  });

  it("shows the analysis's warning when the roles were a guess", async () => {
    stubCall({ analysis: analysisBody({ metrics: { ...(analysisBody().metrics as object), roleWarning: "Only one speaker was found." } }) });
    renderCall();
    expect(await screen.findByText("Only one speaker was found.")).toBeInTheDocument();
  });

  it("shows the analysis's warning when the call reads like a meeting rather than a sales call", async () => {
    const meetingWarning = "This call reads more like an internal meeting, a class or an interview than a sales conversation; its scores assume a sales call.";
    stubCall({ analysis: analysisBody({ metrics: { ...(analysisBody().metrics as object), meetingWarning } }) });
    renderCall();
    expect(await screen.findByText(meetingWarning)).toBeInTheDocument();
  });

  it("tells the user when the server refuses the change and keeps the side as it was", async () => {
    stubCall({}, {
      "PUT /api/transcripts/t1/speakers": () => json({ code: "BAD_REQUEST", message: "Speaker 1 is not in this transcript" }, 400),
    });
    renderCall();
    const user = userEvent.setup();
    const picker = await side();
    const sam = within(picker).getByRole("checkbox", { name: "Sam Patel" });
    await user.click(sam);
    await expectToast("Could not change who is on our side", "Speaker 1 is not in this transcript");
    expect(sam).not.toBeChecked();
    expect(picker).toBeEnabled();
  });
});
