import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resetToasts } from "@client/lib/toast";
import { json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { expectToast } from "@tests/client/toasts";
import { formatDateTime } from "@client/features/transcripts";
import { RecordingsPage } from "./recordings-page";
import { analysisRow, transcriptRow } from "@tests/client/recordings-data";

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const transcripts = [
  transcriptRow({
    id: "t-analysed",
    name: "bot-recording",
    meetingName: "Acme Discovery",
    source: "gladia",
    recordingUrl: "https://files.example.com/acme.mp3",
    duration: 1_865,
    preview: `${"x".repeat(300)}and more`,
  }),
  transcriptRow({ id: "t-pending", name: "Globex demo", contentLength: 51, duration: 65 }),
  transcriptRow({ id: "t-short", name: "Initech ping", contentLength: 50 }),
  transcriptRow({ id: "t-running", name: "Umbrella intro", status: "processing" }),
  transcriptRow({ id: "t-failed", name: "Hooli call", status: "failed", failureReason: "No speech found" }),
];
const analyses = [analysisRow("t-analysed", { aiScore: 8.24 })];

function stubLists(list = transcripts, analysed = analyses) {
  return stubFetch({ "GET /api/transcripts": () => json(list), "GET /api/analyses": () => json(analysed) });
}

const row = (title: string) => within(screen.getByRole("article", { name: title }));
const titles = () => screen.queryAllByRole("article").map((article) => article.querySelector("h2")?.textContent);

describe("RecordingsPage", () => {
  beforeEach(() => {
    stubLists();
  });

  it("shows each row's derived state, and the AI score of an analysed call", async () => {
    renderWithProviders(<RecordingsPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Meeting Recordings" })).toBeInTheDocument();
    await waitFor(() => expect(row("Acme Discovery").getByText("Analysis Complete")).toBeInTheDocument());
    // The analysis page's colour scale (green at 7, yellow at 4), not always green.
    expect(row("Acme Discovery").getByText("AI Score: 8.2/10")).toHaveClass("text-green-700");
    expect(row("Globex demo").getByText("Pending Analysis")).toBeInTheDocument();
    expect(row("Initech ping").getByText("Processing Transcript")).toBeInTheDocument();
    // A manual upload being analysed is Processing…, not a recording in progress.
    expect(row("Umbrella intro").getByText("Processing…")).toBeInTheDocument();
    expect(row("Hooli call").getByText("Recording in Progress")).toBeInTheDocument();
    expect(row("Hooli call").getByText("Analysis failed: No speech found")).toBeInTheDocument();
  });

  it("links analysed calls to /analysis/{id} and disables the button of the others", async () => {
    renderWithProviders(<RecordingsPage />);
    await waitFor(() => expect(row("Acme Discovery").getByRole("link", { name: "View Analysis" })).toBeInTheDocument());
    expect(row("Acme Discovery").getByRole("link", { name: "View Analysis" })).toHaveAttribute("href", "/analysis/t-analysed");
    expect(row("Globex demo").getByRole("button", { name: "Analysis Pending" })).toBeDisabled();
    expect(row("Initech ping").getByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(row("Umbrella intro").getByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(screen.getAllByRole("link", { name: "View Analysis" })).toHaveLength(1);
  });

  it("shows a short reference, m:ss duration, source, created date, audio player and the 300-character preview", async () => {
    renderWithProviders(<RecordingsPage />);
    await screen.findByRole("article", { name: "Acme Discovery" });
    const acme = row("Acme Discovery");
    expect(acme.getByText("Ref: TANALYSE")).toBeInTheDocument();
    expect(acme.getByText("31:05")).toBeInTheDocument();
    expect(acme.getByText("Meeting Bot")).toBeInTheDocument();
    expect(acme.getByText("x".repeat(300))).toBeInTheDocument();
    const created = screen.getByRole("article", { name: "Acme Discovery" }).querySelector("time");
    expect(created).toHaveAttribute("dateTime", "2026-11-20T15:30:00.000Z");
    expect(created).toHaveTextContent(formatDateTime("2026-11-20T15:30:00.000Z"));
    expect(screen.getByRole("article", { name: "Acme Discovery" }).querySelector("audio")).toHaveAttribute(
      "src",
      "https://files.example.com/acme.mp3",
    );
    expect(row("Globex demo").getByText("1:05")).toBeInTheDocument();
    expect(row("Globex demo").getByText("Manual Upload")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Globex demo" }).querySelector("audio")).toBeNull();
  });

  it("filters with counts: All, Analyzed and Pending", async () => {
    renderWithProviders(<RecordingsPage />);
    const user = userEvent.setup();
    const all = await screen.findByRole("button", { name: "All (5)" });
    expect(all).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(screen.getByRole("button", { name: "Analyzed (1)" })).toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Analyzed (1)" }));
    expect(titles()).toEqual(["Acme Discovery"]);
    expect(screen.getByRole("button", { name: "Analyzed (1)" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "Pending (4)" }));
    expect(titles()).toEqual(["Globex demo", "Initech ping", "Umbrella intro", "Hooli call"]);

    await user.click(all);
    expect(titles()).toHaveLength(5);
  });

  it("searches the displayed title case-insensitively and says so when nothing matches", async () => {
    renderWithProviders(<RecordingsPage />);
    const user = userEvent.setup();
    await screen.findByRole("article", { name: "Acme Discovery" });
    const search = screen.getByRole("searchbox", { name: "Search recordings" });

    await user.type(search, "aCmE");
    expect(titles()).toEqual(["Acme Discovery"]);
    await user.clear(search);
    await user.type(search, "bot-recording");
    expect(titles()).toEqual([]);
    expect(screen.getByText("No recordings match “bot-recording”")).toBeInTheDocument();
    expect(screen.queryByText("No recordings found")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(search).toHaveValue("");
    expect(titles()).toContain("Acme Discovery");
  });

  it("downloads the transcript as text with speaker names and mm:ss times", async () => {
    stubFetch({
      "GET /api/transcripts": () => json(transcripts),
      "GET /api/analyses": () => json(analyses),
      "GET /api/transcripts/t-analysed": () =>
        json({
          transcript: {
            content: "raw",
            diarizationData: [
              { speaker: 0, name: "Speaker A", text: "Thanks for joining.", start: 0 },
              { speaker: 1, name: "Sam Patel", text: "Glad to.", start: 83 },
            ],
          },
        }),
      "GET /api/transcripts/t-analysed/speakers": () =>
        json({ speakerMapping: { "0": { name: "Dana Reyes", role: "account_owner" } } }),
    });
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        saved.push(blob);
        return "blob:transcript";
      }),
      revokeObjectURL: vi.fn(),
    });
    const clicks: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });

    renderWithProviders(<RecordingsPage />);
    await screen.findByRole("article", { name: "Acme Discovery" });
    await userEvent.setup().click(row("Acme Discovery").getByRole("button", { name: "Download Transcript" }));

    await waitFor(() => expect(clicks).toEqual([{ href: "blob:transcript", download: "Acme Discovery.txt" }]));
    expect(await saved[0]?.text()).toBe("[00:00] Dana Reyes: Thanks for joining.\n[01:23] Sam Patel: Glad to.\n");
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:transcript"));
  });

  it("tells the user when the download fails", async () => {
    stubFetch({
      "GET /api/transcripts": () => json(transcripts),
      "GET /api/analyses": () => json(analyses),
      "GET /api/transcripts/t-pending": () => json({ code: "NOT_FOUND", message: "Transcript not found" }, 404),
      "GET /api/transcripts/t-pending/speakers": () => json({ code: "NOT_FOUND", message: "Transcript not found" }, 404),
    });
    renderWithProviders(<RecordingsPage />);
    await screen.findByRole("article", { name: "Globex demo" });
    await userEvent.setup().click(row("Globex demo").getByRole("button", { name: "Download Transcript" }));
    await expectToast("Error", "Failed to download transcript: Transcript not found");
  });

  it("shows the empty state with a link to /meetings and does not ask for analyses", async () => {
    const fetchMock = stubLists([], []);
    renderWithProviders(<RecordingsPage />);
    expect(await screen.findByText("No recordings found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Meetings" })).toHaveAttribute("href", "/meetings");
    expect(screen.getByRole("button", { name: "All (0)" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/transcripts"]);
  });

  it("polls transcripts and analyses every 3 seconds, so a call turns Analysis Complete by itself", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let analysed: ReturnType<typeof analysisRow>[] = [];
    const list = [transcriptRow({ id: "t1", name: "Acme" })];
    const fetchMock = stubFetch({ "GET /api/transcripts": () => json(list), "GET /api/analyses": () => json(analysed) });
    renderWithProviders(<RecordingsPage />);
    await waitFor(() => expect(row("Acme").getByText("Pending Analysis")).toBeInTheDocument());

    analysed = [analysisRow("t1")];
    await vi.advanceTimersByTimeAsync(3_000);
    await waitFor(() => expect(row("Acme").getByText("Analysis Complete")).toBeInTheDocument());
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls.filter((url) => url === "/api/transcripts")).toHaveLength(2);
    expect(urls.filter((url) => url === "/api/analyses").length).toBeGreaterThanOrEqual(2);
  });

  it("reloads both lists on Refresh", async () => {
    const fetchMock = stubLists();
    renderWithProviders(<RecordingsPage />);
    await screen.findByRole("article", { name: "Acme Discovery" });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await userEvent.setup().click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
  });
});
