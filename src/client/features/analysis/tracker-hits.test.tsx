import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json } from "@tests/client/fetch-stub";
import { stubCall } from "@tests/client/analysis-data";
import { renderCall } from "@tests/client/render-analysis";
import { groupHits } from "./tracker-hits";

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
