import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resetToasts } from "@client/lib/toast";
import { json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { expectToast } from "@tests/client/toasts";
import { formatDateTime } from "@client/features/transcripts";
import { RecordingsPage } from "./recordings-page";
import { transcriptRow } from "@tests/client/recordings-data";

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
    aiScore: 8.24,
  }),
  transcriptRow({ id: "t-pending", name: "Globex demo", contentLength: 51, duration: 65 }),
  transcriptRow({ id: "t-short", name: "Initech ping", contentLength: 50 }),
  transcriptRow({ id: "t-running", name: "Umbrella intro", status: "processing" }),
  transcriptRow({ id: "t-failed", name: "Hooli call", status: "failed", failureReason: "No speech found" }),
];
const COUNTS = { all: 5, completed: 3, processing: 1, failed: 1, pending: 2 };

function stubLists(list = transcripts, counts = COUNTS) {
  return stubFetch({ "GET /api/transcripts": () => json(list), "GET /api/transcripts/counts": () => json(counts) });
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

  it("filters on the server, with the counts from the count endpoint", async () => {
    const fetchMock = stubFetch({
      "GET /api/transcripts": () => json(transcripts),
      "GET /api/transcripts/counts": () => json(COUNTS),
      "GET /api/transcripts?status=completed": () => json([transcripts[0]]),
      "GET /api/transcripts?status=pending": () => json(transcripts.slice(3)),
    });
    renderWithProviders(<RecordingsPage />);
    const user = userEvent.setup();
    const all = await screen.findByRole("button", { name: "All (5)" });
    expect(all).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Analyzed (3)" }));
    await waitFor(() => expect(titles()).toEqual(["Acme Discovery"]));
    expect(screen.getByRole("button", { name: "Analyzed (3)" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "Pending (2)" }));
    await waitFor(() => expect(titles()).toEqual(["Umbrella intro", "Hooli call"]));
    await user.click(all);
    await waitFor(() => expect(titles()).toHaveLength(5));
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain("/api/analyses");
  });

  it("searches what was said on the server and shows each hit's words and moment, linking to it", async () => {
    const hit = transcriptRow({
      id: "t-hit",
      name: "Globex demo",
      match: { snippet: "the <mark>pricing</mark> is too high for us", utterance: 12, seconds: 83.4 },
    });
    const nameOnly = transcriptRow({ id: "t-name", name: "Pricing review", match: { snippet: "<mark>Pricing</mark> review", utterance: null, seconds: null } });
    const fetchMock = stubFetch({
      "GET /api/transcripts": () => json(transcripts),
      "GET /api/transcripts/counts": () => json(COUNTS),
      "GET /api/transcripts?q=pric": () => json([hit, nameOnly]),
      "GET /api/transcripts?q=zebra": () => json([]),
    });
    renderWithProviders(<RecordingsPage />);
    const user = userEvent.setup();
    await screen.findByRole("article", { name: "Acme Discovery" });
    const search = screen.getByRole("searchbox", { name: "Search recordings" });

    await user.type(search, "pric");
    await waitFor(() => expect(titles()).toEqual(["Globex demo", "Pricing review"]));
    // Typing is debounced: one request for the settled text, not one per letter.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes("q=")).map(([url]) => url)).toEqual(["/api/transcripts?q=pric"]);
    const globex = row("Globex demo");
    expect(globex.getByText("pricing", { selector: "mark" })).toBeInTheDocument();
    expect(globex.getByRole("link", { name: "Open at 1:23" })).toHaveAttribute("href", "/analysis/t-hit?utterance=12");
    expect(row("Pricing review").queryByRole("link", { name: /Open at/ })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "zebra");
    expect(await screen.findByText("No recordings match “zebra”")).toBeInTheDocument();
    expect(screen.queryByText("No recordings found")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(search).toHaveValue("");
    await waitFor(() => expect(titles()).toContain("Acme Discovery"));
  });

  it("loads the next page from the Link header with Load more", async () => {
    const page2 = [transcriptRow({ id: "t-old", name: "Old call" })];
    stubFetch({
      "GET /api/transcripts": () =>
        new Response(JSON.stringify(transcripts), {
          headers: { "Content-Type": "application/json", Link: '</api/transcripts?before=abc>; rel="next"' },
        }),
      "GET /api/transcripts?before=abc": () => json(page2),
      "GET /api/transcripts/counts": () => json({ ...COUNTS, all: 6 }),
    });
    renderWithProviders(<RecordingsPage />);
    const user = userEvent.setup();
    await screen.findByRole("article", { name: "Acme Discovery" });
    expect(titles()).toHaveLength(5);
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(titles()).toHaveLength(6));
    expect(titles().at(-1)).toBe("Old call");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("downloads the transcript as text with speaker names and mm:ss times", async () => {
    stubFetch({
      "GET /api/transcripts": () => json(transcripts),
      "GET /api/transcripts/counts": () => json(COUNTS),
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
      "GET /api/transcripts/counts": () => json(COUNTS),
      "GET /api/transcripts/t-pending": () => json({ code: "NOT_FOUND", message: "Transcript not found" }, 404),
      "GET /api/transcripts/t-pending/speakers": () => json({ code: "NOT_FOUND", message: "Transcript not found" }, 404),
    });
    renderWithProviders(<RecordingsPage />);
    await screen.findByRole("article", { name: "Globex demo" });
    await userEvent.setup().click(row("Globex demo").getByRole("button", { name: "Download Transcript" }));
    await expectToast("Error", "Failed to download transcript: Transcript not found");
  });

  it("shows the empty state with a link to /meetings and does not ask for analyses", async () => {
    const fetchMock = stubLists([], { all: 0, completed: 0, processing: 0, failed: 0, pending: 0 });
    renderWithProviders(<RecordingsPage />);
    expect(await screen.findByText("No recordings found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Meetings" })).toHaveAttribute("href", "/meetings");
    await waitFor(() => expect(screen.getByRole("button", { name: "All (0)" })).toBeInTheDocument());
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(["/api/transcripts", "/api/transcripts/counts"]);
  });

  it("polls every 3 seconds with the last ETag, so a call turns Analysis Complete by itself and an unchanged list costs a 304", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let list = [transcriptRow({ id: "t1", name: "Acme" })];
    let version = 1;
    const sent: (string | null)[] = [];
    const fetchMock = stubFetch({
      "GET /api/transcripts": (init) => {
        const tag = new Headers(init?.headers).get("If-None-Match");
        sent.push(tag);
        if (tag === `W/"${version}"`) return new Response(null, { status: 304, headers: { ETag: tag } });
        return new Response(JSON.stringify(list), { headers: { "Content-Type": "application/json", ETag: `W/"${version}"` } });
      },
      "GET /api/transcripts/counts": () => json(COUNTS),
    });
    renderWithProviders(<RecordingsPage />);
    await waitFor(() => expect(row("Acme").getByText("Pending Analysis")).toBeInTheDocument());
    await vi.advanceTimersByTimeAsync(3_000);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([null, 'W/"1"']);
    expect(row("Acme").getByText("Pending Analysis")).toBeInTheDocument();

    list = [transcriptRow({ id: "t1", name: "Acme", aiScore: 6.1 })];
    version = 2;
    await vi.advanceTimersByTimeAsync(3_000);
    await waitFor(() => expect(row("Acme").getByText("Analysis Complete")).toBeInTheDocument());
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain("/api/analyses");
  });

  it("reloads the list and the counts on Refresh", async () => {
    const fetchMock = stubLists();
    renderWithProviders(<RecordingsPage />);
    await screen.findByRole("article", { name: "Acme Discovery" });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await userEvent.setup().click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
  });
});
