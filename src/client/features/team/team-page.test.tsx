import { afterEach, describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resetToasts } from "@client/lib/toast";
import { json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { TeamPage } from "./team-page";
import { CallComments } from "./call-comments";

const maya = {
  id: "u-maya",
  email: "maya@example.com",
  firstName: "Maya",
  lastName: "Manager",
  company: null,
  role: null,
  botName: "AI Notetaker",
  botEntryMessage: "Hi",
  profileImageUrl: null,
  plan: "pro",
};
const month = (calls: number, score: number | null) => ({
  calls,
  avgAiScore: score,
  avgConversion: score === null ? null : 55,
  avgTalkRatio: score === null ? null : 0.46,
  avgQuestions: score === null ? null : 11,
  meddic: { metrics: 50, economic_buyer: 0, decision_criteria: null, decision_process: 100, identify_pain: 50, champion: 0 },
});
const team = {
  id: "t1",
  name: "West",
  plan: "pro",
  seats: 2,
  myRole: "manager",
  members: [
    { userId: "u-maya", firstName: "Maya", lastName: "Manager", email: "maya@example.com", role: "manager", joinedAt: "2026-11-01T00:00:00Z" },
    { userId: "u-riley", firstName: "Riley", lastName: "Rep", email: "riley@example.com", role: "rep", joinedAt: "2026-11-02T00:00:00Z" },
  ],
  invitations: [],
};
const empty = { "GET /api/notifications": () => json({ notifications: [], unread: 0 }) };

afterEach(() => {
  act(() => resetToasts());
});

describe("TeamPage", () => {
  it("tells a Free user which plan teams come with", async () => {
    stubFetch({ "GET /api/auth/user": () => json({ ...maya, plan: "free" }), "GET /api/teams/current": () => json({ team: null, canCreate: false }), ...empty });
    renderWithProviders(<TeamPage />);
    expect(await screen.findByText(/Teams come with the Pro \(\$79 per month\) or Enterprise \(Custom pricing\) plan/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/settings");
  });

  it("lets a Pro user create a team, checking the name first", async () => {
    const fetchMock = stubFetch({
      "GET /api/auth/user": () => json(maya),
      "GET /api/teams/current": () => json({ team: null, canCreate: true }),
      "POST /api/teams": () => json({ team, canCreate: false }, 201),
      ...empty,
      "GET /api/teams/t1/stats": () => json({ month: "2026-11", lastMonth: "2026-10", reps: [] }),
      "GET /api/teams/t1/library": () => json({ items: [] }),
    });
    renderWithProviders(<TeamPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Create team" }));
    expect(screen.getByText("Team name is required")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Team name"), "West");
    await userEvent.click(screen.getByRole("button", { name: "Create team" }));
    expect(await screen.findByRole("heading", { name: "West" })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url, init]) => url === "/api/teams" && init?.method === "POST");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ name: "West" });
  });

  it("shows a manager each rep's month against the last, and the invitation link to copy", async () => {
    stubFetch({
      "GET /api/auth/user": () => json(maya),
      "GET /api/teams/current": () => json({ team, canCreate: false }),
      ...empty,
      "GET /api/teams/t1/stats": () =>
        json({
          month: "2026-11",
          lastMonth: "2026-10",
          reps: [{ userId: "u-riley", name: "Riley Rep", role: "rep", thisMonth: month(4, 7.25), lastMonth: month(2, 6), topCoachingTheme: "Talking too much" }],
        }),
      "GET /api/teams/t1/library": () => json({ items: [] }),
      "GET /api/teams/t1/members/u-riley/calls": () =>
        json({ calls: [{ id: "c1", name: "Acme demo", status: "completed", uploadedAt: "2026-11-20T10:00:00Z", ownerId: "u-riley", ownerName: "Riley Rep", aiScore: 7.5 }] }),
      "POST /api/teams/t1/invitations": () => json({ inviteUrl: "http://localhost/join/abc", expiresAt: "2026-11-30T00:00:00Z", emailed: false }, 201),
    });
    renderWithProviders(<TeamPage />);
    const reps = await screen.findByRole("list", { name: "Reps" });
    const row = within(reps).getByRole("listitem");
    expect(within(row).getByText("7.3")).toBeInTheDocument();
    expect(within(row).getByText("last month 6.0")).toBeInTheDocument();
    expect(within(row).getByText("46%")).toBeInTheDocument();
    expect(within(row).getByText("Top coaching theme: Talking too much")).toBeInTheDocument();

    await userEvent.click(within(row).getByRole("button", { name: "Riley Rep" }));
    const calls = await screen.findByRole("list", { name: "Riley Rep's calls" });
    expect(within(calls).getByRole("link", { name: "Acme demo" })).toHaveAttribute("href", "/analysis/c1");

    await userEvent.type(screen.getByLabelText("E-mail address"), "new@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Create invitation" }));
    expect(await screen.findByDisplayValue("http://localhost/join/abc")).toBeInTheDocument();
    expect(screen.getByText("Invitation link for new@example.com")).toBeInTheDocument();
  });
});

describe("CallComments", () => {
  it("lists comments with their moment and posts a new one at mm:ss", async () => {
    const comments = [{ id: "k1", transcriptId: "c1", body: "Ask about budget", atSeconds: 95, createdAt: "2026-11-20T10:00:00Z", author: { id: "u-maya", name: "Maya Manager" } }];
    const fetchMock = stubFetch({
      "GET /api/transcripts/c1/comments": () => json({ comments }),
      "GET /api/transcripts/c1/access": () => json({ isOwner: false, canEdit: true, ownerName: "Riley Rep", teamId: "t1", inLibrary: false, canCurate: true }),
      "POST /api/transcripts/c1/comments": () => json({ comment: comments[0] }, 201),
    });
    renderWithProviders(<CallComments transcriptId="c1" />);
    const list = await screen.findByRole("list", { name: "Comments" });
    expect(within(list).getByText("1:35")).toBeInTheDocument();
    expect(await screen.findByText(/Riley Rep's call\./)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Worth learning from" })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Add a comment"), "Nice close");
    await userEvent.type(screen.getByLabelText("At (mm:ss, optional)"), "2:5");
    await userEvent.click(screen.getByRole("button", { name: "Post comment" }));
    expect(screen.getByText("Write the moment as mm:ss, for example 2:05")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText("At (mm:ss, optional)"));
    await userEvent.type(screen.getByLabelText("At (mm:ss, optional)"), "2:05");
    await userEvent.click(screen.getByRole("button", { name: "Post comment" }));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ body: "Nice close", atSeconds: 125 });
  });
});
