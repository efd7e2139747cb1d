import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import type { TranscriptSummary } from "./queries";
import { TranscriptsPage } from "./transcripts-page";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function transcript(overrides: Partial<TranscriptSummary>): TranscriptSummary {
  return {
    id: "t0",
    name: "Call",
    status: "completed",
    failureReason: null,
    uploadedAt: minutesAgo(5),
    duration: 83,
    fileSize: 12_800,
    source: "upload",
    meetingName: null,
    recordingUrl: null,
    preview: "Dana: Hi",
    contentLength: 8,
    ...overrides,
  };
}

const list = [
  transcript({ id: "t1", name: "Acme discovery" }),
  transcript({ id: "t2", name: "Globex demo", status: "processing", uploadedAt: minutesAgo(180), duration: 3_723, fileSize: 2.5 * 1024 * 1024 }),
  transcript({ id: "t3", name: "Initech renewal", status: "failed", failureReason: "The transcript has no speech to analyse" }),
  transcript({ id: "t4", name: "Umbrella intro", status: "queued" }),
];

const card = (name: string) => screen.getByRole("article", { name });

describe("TranscriptsPage", () => {
  it("links to /upload from the header", async () => {
    stubFetch({ "GET /api/transcripts": () => json([]) });
    renderWithProviders(<TranscriptsPage />, { path: "/transcripts" });
    expect(screen.getByRole("heading", { level: 1, name: "Transcripts" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upload New Transcript" })).toHaveAttribute("href", "/upload");
    expect(await screen.findByText("No transcripts yet")).toBeInTheDocument();
  });

  it("shows one card per transcript with its time, duration, size and status", async () => {
    stubFetch({ "GET /api/transcripts": () => json(list) });
    renderWithProviders(<TranscriptsPage />);
    expect(await screen.findAllByRole("article")).toHaveLength(4);

    const acme = within(card("Acme discovery"));
    expect(acme.getByText("5 minutes ago")).toBeInTheDocument();
    expect(acme.getByText("1:23")).toBeInTheDocument();
    expect(acme.getByText("12.5 KB")).toBeInTheDocument();
    expect(acme.getByText("Completed")).toBeInTheDocument();

    const globex = within(card("Globex demo"));
    expect(globex.getByText("3 hours ago")).toBeInTheDocument();
    expect(globex.getByText("62:03")).toBeInTheDocument();
    expect(globex.getByText("2.5 MB")).toBeInTheDocument();
    expect(globex.getByText("Processing")).toBeInTheDocument();

    expect(within(card("Initech renewal")).getByText("Failed")).toBeInTheDocument();
    expect(within(card("Initech renewal")).getByText("The transcript has no speech to analyse")).toBeInTheDocument();
    expect(within(card("Umbrella intro")).getByText("Pending")).toBeInTheDocument();
  });

  it("offers View Analysis only on completed transcripts, linking to /transcript/{id}", async () => {
    stubFetch({ "GET /api/transcripts": () => json(list) });
    renderWithProviders(<TranscriptsPage />);
    await screen.findAllByRole("article");
    const links = screen.getAllByRole("link", { name: "View Analysis" });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "/transcript/t1");
    expect(within(card("Acme discovery")).getByRole("link", { name: "View Analysis" })).toBe(links[0]);
  });

  it("polls the list every 5 seconds so a finished analysis shows up", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = "processing";
    const fetchMock = stubFetch({ "GET /api/transcripts": () => json([transcript({ id: "t1", name: "Acme", status })]) });
    renderWithProviders(<TranscriptsPage />);
    expect(await screen.findByText("Processing")).toBeInTheDocument();

    status = "completed";
    await vi.advanceTimersByTimeAsync(4_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(screen.getByText("Completed")).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("offers a retry when the list cannot be read", async () => {
    stubFetch({ "GET /api/transcripts": () => json({ code: "INTERNAL", message: "boom" }, 500) });
    renderWithProviders(<TranscriptsPage />);
    expect(await screen.findByText("Unable to load transcripts.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});
