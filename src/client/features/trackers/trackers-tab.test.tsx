import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Tracker, TrackerList } from "@shared/trackers";
import { resetToasts } from "@client/lib/toast";
import { json, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render";
import { TrackersTab } from "./trackers-tab";

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

const tracker = (overrides: Partial<Tracker> = {}): Tracker => ({
  id: "p",
  name: "Pricing",
  phrases: ["price", "discount"],
  side: "anyone",
  scope: "mine",
  canEdit: true,
  hasBattleCard: false,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  ...overrides,
});

const list = (trackers: Tracker[], rescan: TrackerList["rescan"] = { state: "idle", done: 0, total: 0 }): TrackerList => ({ trackers, limit: 100, rescan });
const noTeam = () => json({ team: null, canCreate: false });
const noSuggestions = () => json({ suggestions: [] });

function renderTab(routes: Parameters<typeof stubFetch>[0], plan: "free" | "pro" = "pro") {
  const fetchMock = stubFetch({ "GET /api/teams/current": noTeam, "GET /api/trackers/suggestions": noSuggestions, ...routes });
  const onUpgrade = vi.fn();
  renderWithProviders(<TrackersTab plan={plan} onUpgrade={onUpgrade} />);
  return { fetchMock, onUpgrade };
}

const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, key: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? "GET"} ${String(url)}` === key);
  return JSON.parse(String(call?.[1]?.body)) as unknown;
};

describe("Settings › Trackers", () => {
  it("lists each tracker with its side and phrases, team trackers read-only for a rep", async () => {
    renderTab({
      "GET /api/trackers": () =>
        json(list([tracker(), tracker({ id: "a", name: "Acme", phrases: ["acme"], side: "customer", scope: "team", canEdit: false })])),
    });
    const trackers = await screen.findByRole("list", { name: "Your trackers" });
    const pricing = within(trackers).getByRole("listitem", { name: "Pricing" });
    expect(within(pricing).getByRole("list", { name: "Phrases of Pricing" })).toHaveTextContent("pricediscount");
    expect(within(pricing).getByText("Said by: Anyone")).toBeInTheDocument();
    expect(within(pricing).getByRole("button", { name: "Edit Pricing" })).toBeInTheDocument();
    const acme = within(trackers).getByRole("listitem", { name: "Acme" });
    expect(within(acme).getByText("Team")).toBeInTheDocument();
    expect(within(acme).getByText("Said by: Customer")).toBeInTheDocument();
    expect(within(acme).queryByRole("button")).not.toBeInTheDocument();
    expect(within(acme).getByText(/Your team's managers edit this tracker/)).toBeInTheDocument();
  });

  it("lets a rep read a team tracker's battle card, without editing it", async () => {
    renderTab(
      {
        "GET /api/trackers": () => json(list([tracker({ id: "a", name: "Acme", scope: "team", canEdit: false, hasBattleCard: true })])),
        "GET /api/trackers/a/battle-card": () => json({ summary: "Big suite.", whyWeWin: ["Live in a day"], landmines: [], objections: [{ objection: "Cheaper", answer: "Count the rollout." }] }),
      },
      "free",
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Read the battle card for Acme" }));
    expect(await screen.findByText("Live in a day")).toBeInTheDocument();
    expect(screen.getByText("Count the rollout.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("checks a new tracker with the server's schema, then shows the server's refusal in words", async () => {
    const { fetchMock } = renderTab({
      "GET /api/trackers": () => json(list([tracker()])),
      "POST /api/trackers": () => json({ code: "CONFLICT", message: "You already have a tracker named Acme" }, 409),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "New tracker" }));
    await user.click(screen.getByRole("button", { name: "Add tracker" }));
    expect(screen.getByText("Tracker name is required")).toBeInTheDocument();
    expect(screen.getByText("A tracker needs at least one phrase")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith("/api/trackers", expect.objectContaining({ method: "POST" }));

    await user.type(screen.getByLabelText("Name"), "Acme");
    await user.type(screen.getByLabelText("Words and phrases, one per line"), `acme{Enter}{Enter}${"x".repeat(81)}`);
    await user.click(screen.getByRole("button", { name: "Add tracker" }));
    expect(screen.getByText(/Each phrase must be at most 80 characters/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Words and phrases, one per line"));
    await user.type(screen.getByLabelText("Words and phrases, one per line"), "acme{Enter}acme corp");
    await user.selectOptions(screen.getByLabelText("Said by"), "Customer");
    await user.click(screen.getByRole("button", { name: "Add tracker" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You already have a tracker named Acme");
    expect(bodyOf(fetchMock, "POST /api/trackers")).toEqual({ name: "Acme", phrases: ["acme", "acme corp"], side: "customer", scope: "mine" });
  });

  it("deletes a tracker only once confirmed", async () => {
    const { fetchMock } = renderTab({
      "GET /api/trackers": () => json(list([tracker()])),
      "DELETE /api/trackers/p": () => json({ success: true }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete Pricing" }));
    const confirm = screen.getByRole("group", { name: "Delete Pricing?" });
    await user.click(within(confirm).getByRole("button", { name: "Keep it" }));
    expect(fetchMock).not.toHaveBeenCalledWith("/api/trackers/p", expect.anything());
    await user.click(screen.getByRole("button", { name: "Delete Pricing" }));
    await user.click(screen.getByRole("button", { name: "Delete tracker" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/trackers/p", expect.objectContaining({ method: "DELETE" })));
  });

  it("shows the re-scan's progress while it runs", async () => {
    renderTab({ "GET /api/trackers": () => json(list([tracker()], { state: "running", done: 120, total: 1000 })) });
    expect(await screen.findByText("Re-scanning past calls: 120 of 1,000")).toBeInTheDocument();
  });

  it("reads the calls' mentions and cards again once the re-scan is done", async () => {
    const answers = [list([tracker()], { state: "running", done: 1, total: 2 }), list([tracker()])];
    stubFetch({ "GET /api/teams/current": noTeam, "GET /api/trackers/suggestions": noSuggestions, "GET /api/trackers": () => json(answers.shift() ?? list([tracker()])) });
    const { client } = renderWithProviders(<TrackersTab plan="pro" onUpgrade={() => undefined} />);
    client.setQueryData(["/api/transcripts", "t1", "tracker-hits"], []);
    client.setQueryData(["/api/transcripts", "t1"], { transcript: {} });
    expect(await screen.findByText("Re-scanning past calls: 1 of 2")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Re-scanning past calls/)).not.toBeInTheDocument(), { timeout: 5000 });
    await waitFor(() => expect(client.getQueryState(["/api/transcripts", "t1", "tracker-hits"])?.isInvalidated).toBe(true));
    // The call itself is not a tracker read.
    expect(client.getQueryState(["/api/transcripts", "t1"])?.isInvalidated).toBe(false);
  });

  it("tracks an organisation named in the calls in one click", async () => {
    const { fetchMock } = renderTab({
      "GET /api/trackers": () => json(list([])),
      "GET /api/trackers/suggestions": () => json({ suggestions: [{ name: "Globex", calls: 3, mentions: 7 }] }),
      "POST /api/trackers": () => json(tracker({ id: "g", name: "Globex", phrases: ["Globex"] }), 201),
    });
    const user = userEvent.setup();
    const suggestions = await screen.findByRole("list", { name: "Suggested trackers" });
    expect(suggestions).toHaveTextContent("Globex 3 calls · 7 mentions");
    await user.click(within(suggestions).getByRole("button", { name: "Track Globex" }));
    await waitFor(() => expect(bodyOf(fetchMock, "POST /api/trackers")).toEqual({ name: "Globex", phrases: ["Globex"], side: "anyone" }));
  });

  it("writes a battle card: rows added and removed, checked before it is saved", async () => {
    const { fetchMock } = renderTab({
      "GET /api/trackers": () => json(list([tracker({ id: "a", name: "Acme", phrases: ["acme"] })])),
      "GET /api/trackers/a/battle-card": () => json({ summary: "", whyWeWin: [], landmines: [], objections: [] }),
      "PUT /api/trackers/a/battle-card": (init) => json(JSON.parse(String(init?.body))),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Battle card for Acme" }));
    await screen.findByRole("form", { name: "Battle card for Acme" });
    await user.type(screen.getByLabelText("Summary"), "Older tool, long rollouts.");
    await user.click(screen.getByRole("button", { name: "Add point" }));
    await user.type(screen.getByLabelText("Point 1"), "Live in a day");
    await user.click(screen.getByRole("button", { name: "Add point" }));
    await user.type(screen.getByLabelText("Point 2"), "to remove");
    await user.click(screen.getByRole("button", { name: "Remove point 2" }));
    await user.click(screen.getByRole("button", { name: "Add objection" }));
    await user.type(screen.getByLabelText("Objection 1"), "Acme is cheaper");
    await user.click(screen.getByRole("button", { name: "Save battle card" }));
    expect(screen.getByText("An answer cannot be empty")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Answer 1"), "Count the rollout months too.");
    await user.click(screen.getByRole("button", { name: "Save battle card" }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, "PUT /api/trackers/a/battle-card")).toEqual({
        summary: "Older tool, long rollouts.",
        whyWeWin: ["Live in a day"],
        landmines: [],
        objections: [{ objection: "Acme is cheaper", answer: "Count the rollout months too." }],
      }),
    );
  });

  it("offers battle cards on Pro and above only, pointing Free users to the plans", async () => {
    const { onUpgrade } = renderTab({ "GET /api/trackers": () => json(list([tracker()])) }, "free");
    await screen.findByRole("button", { name: "Edit Pricing" });
    expect(screen.queryByRole("button", { name: "Battle card for Pricing" })).not.toBeInTheDocument();
    expect(screen.getByText(/Battle cards come with the Pro \(\$79 per month\) or Enterprise/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "See plans" }));
    expect(onUpgrade).toHaveBeenCalled();
  });

  it("lets a team's manager add a tracker for the whole team", async () => {
    const { fetchMock } = renderTab({
      "GET /api/teams/current": () =>
        json({ team: { id: "t", name: "Ledgerly West", plan: "pro", seats: 5, myRole: "manager", members: [], invitations: [] }, canCreate: false }),
      "GET /api/trackers": () => json(list([])),
      "POST /api/trackers": () => json(tracker({ id: "n", name: "Initech", scope: "team" }), 201),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "New tracker" }));
    await user.selectOptions(await screen.findByLabelText("Who uses it"), "My team (Ledgerly West)");
    await user.type(screen.getByLabelText("Name"), "Initech");
    await user.type(screen.getByLabelText("Words and phrases, one per line"), "initech");
    await user.click(screen.getByRole("button", { name: "Add tracker" }));
    await waitFor(() => expect(bodyOf(fetchMock, "POST /api/trackers")).toMatchObject({ name: "Initech", scope: "team" }));
  });
});
