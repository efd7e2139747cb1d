import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json } from "@tests/client/fetch-stub";
import { stubCall } from "@tests/client/analysis-data";
import { renderCall } from "@tests/client/render-analysis";
import type { CallBattleCard } from "@shared/trackers";
import { groupHits } from "./tracker-hits";
import { trackerLanes } from "./tracker-marks";

const hits = [
  { trackerId: "p", name: "Pricing", speaker: "Bea Buyer", speakerNumber: 1, atSeconds: 65, text: "Their prices were high." },
  { trackerId: "a", name: "Acme", speaker: "Bea Buyer", speakerNumber: 1, atSeconds: 70, text: "We also talk to Acme." },
  { trackerId: "p", name: "Pricing", speaker: "Riley Rep", speakerNumber: 0, atSeconds: 130, text: "Our pricing is per seat." },
];

describe("tracker mentions on the analysis screen", () => {
  it("groups mentions by tracker in the order they first came up", () => {
    expect(groupHits(hits).map((g) => [g.name, g.hits.length])).toEqual([
      ["Pricing", 2],
      ["Acme", 1],
    ]);
  });

  it("lists each tracker's mentions on the Summary tab, each linking to its moment", async () => {
    stubCall({}, { "GET /api/transcripts/t1/tracker-hits": () => json(hits) });
    const user = userEvent.setup();
    renderCall();
    await user.click(await screen.findByRole("tab", { name: "Summary" }));
    const list = await screen.findByRole("list", { name: "Tracker mentions" });
    expect(within(list).getByText("2 mentions")).toBeInTheDocument();
    expect(within(list).getByText("Their prices were high.")).toBeInTheDocument();
    await user.click(within(list).getByRole("button", { name: "Go to 02:10 in the transcript" }));
    expect(await screen.findByRole("tab", { name: "Transcript", selected: true })).toBeInTheDocument();
  });

  it("says so when no tracker came up", async () => {
    stubCall();
    const user = userEvent.setup();
    renderCall();
    await user.click(await screen.findByRole("tab", { name: "Summary" }));
    expect(await screen.findByText("None of your trackers came up on this call.")).toBeInTheDocument();
  });
});

describe("tracker marks on the talk timeline", () => {
  it("gives each tracker a lane, merging mentions said close together", () => {
    const lanes = trackerLanes([...hits, { ...hits[0]!, atSeconds: 66 }], 180);
    expect(lanes.map((lane) => [lane.name, lane.marks.map((mark) => mark.label)])).toEqual([
      ["Pricing", ["Pricing at 01:05, 2 mentions close together", "Pricing at 02:10"]],
      ["Acme", ["Acme at 01:10"]],
    ]);
  });

  it("shows each mention as a mark that opens the transcript at its moment", async () => {
    stubCall({}, { "GET /api/transcripts/t1/tracker-hits": () => json(hits) });
    const user = userEvent.setup();
    renderCall();
    const mark = await screen.findByRole("button", { name: "Pricing at 02:10" });
    expect(screen.getByRole("group", { name: "Acme mentions" })).toBeInTheDocument();
    await user.click(mark);
    expect(await screen.findByRole("tab", { name: "Transcript", selected: true })).toBeInTheDocument();
  });
});

const acmeCard: CallBattleCard = {
  trackerId: "a",
  name: "Acme",
  card: {
    summary: "Acme sells to enterprises with long rollouts.",
    whyWeWin: ["Live in a day", "Per-seat pricing with no set-up fee"],
    landmines: ["Ask how long their last rollout took"],
    objections: [{ objection: "Acme is cheaper", answer: "Count the months of rollout too." }],
  },
  mentions: [{ atSeconds: 70, speaker: "Bea Buyer", text: "We also talk to Acme." }],
  usage: {
    verdict: "partly",
    note: "The answer at 02:10 used one of the card's points; it may have missed the rollout time.",
    repAnswer: { atSeconds: 130, text: "Our pricing is per seat." },
    matchedPoints: ["Per-seat pricing with no set-up fee"],
  },
};

describe("battle cards beside the mentions", () => {
  it("shows the card's verdict beside its tracker's mentions, and its points once opened", async () => {
    stubCall({}, { "GET /api/transcripts/t1/tracker-hits": () => json(hits), "GET /api/transcripts/t1/battle-cards": () => json([acmeCard]) });
    const user = userEvent.setup();
    renderCall();
    await user.click(await screen.findByRole("tab", { name: "Summary" }));
    const card = await screen.findByRole("region", { name: "Battle card: Acme" });
    const toggle = within(card).getByRole("button", { name: /Battle card/ });
    expect(toggle).toHaveTextContent("Answer echoes part of the card");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(within(card).getByText("Live in a day")).not.toBeVisible();
    await user.click(toggle);
    expect(within(card).getByText("Live in a day")).toBeVisible();
    expect(within(card).getByText(acmeCard.usage.note)).toBeVisible();
    expect(within(card).getAllByLabelText("Used in the answer")).toHaveLength(1);
    await user.click(within(card).getByRole("button", { name: "Go to 02:10 in the transcript" }));
    expect(await screen.findByRole("tab", { name: "Transcript", selected: true })).toBeInTheDocument();
  });

  it("leaves the list alone when the call's cards cannot be read", async () => {
    stubCall({}, { "GET /api/transcripts/t1/tracker-hits": () => json(hits), "GET /api/transcripts/t1/battle-cards": () => json({ message: "nope" }, 500) });
    const user = userEvent.setup();
    renderCall();
    await user.click(await screen.findByRole("tab", { name: "Summary" }));
    await screen.findByRole("list", { name: "Tracker mentions" });
    expect(screen.queryByRole("region", { name: /Battle card/ })).not.toBeInTheDocument();
  });
});
