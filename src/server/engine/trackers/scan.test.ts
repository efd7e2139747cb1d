import { describe, expect, it } from "vitest";
import type { Utterance } from "@shared/utterance";
import { customerOrganizations, scanStoredCalls } from "./scan";
import { nameCovered } from "./covers";

const call: Utterance[] = [
  { speaker: 0, text: "Thanks for joining, I'm Riley from Rapport.", start: 0, end: 5 },
  { speaker: 1, text: "We use Gong today. Gong is pricey, and Chorus was worse.", start: 5, end: 15 },
  { speaker: 0, text: "Many teams move from Gong to Rapport.", start: 15, end: 20 },
  { speaker: 1, text: "Our CFO at Brookfield Supply wants a gong-free quarter. GONG again!", start: 20, end: 30 },
];
const entities = ["Rapport", "Gong", "Chorus", "Brookfield Supply", "Salesloft"].map((text) => ({ entity_type: "ORGANIZATION" as const, text }));

describe("organisations the customer named", () => {
  it("counts the customer's sentences naming each of the call's organisations, not the rep's", () => {
    expect(customerOrganizations(call, [0], entities)).toEqual([
      // Two sentences of the second turn and "GONG again!"; "gong-free" is another word.
      { name: "Gong", mentions: 3 },
      { name: "Brookfield Supply", mentions: 1 },
      { name: "Chorus", mentions: 1 },
    ]);
  });

  it("reads only organisations, not names or figures", () => {
    expect(customerOrganizations(call, [0], [{ entity_type: "NAME", text: "Riley" }])).toEqual([]);
  });
});

describe("scanning stored calls", () => {
  const stored = (storedDigests: Record<string, string> = {}, knownSellers: number[] | null = null) => ({
    id: "c1",
    utterancesJson: JSON.stringify(call),
    mapping: { "0": { name: "Riley", role: "account_owner" as const }, "1": { name: "Bea", role: "customer" as const } },
    confirmed: true,
    entitiesJson: JSON.stringify(entities),
    storedDigests,
    knownSellers,
  });
  const price = { id: "price", phrases: ["pricey"], side: "customer" as const };
  const rapport = { id: "rapport", phrases: ["Rapport"], side: "anyone" as const };

  it("takes confirmed sides as saved and gives hits, organisations and our side per call", () => {
    const [scanned] = scanStoredCalls({ trackers: [price], calls: [stored()] });
    expect(scanned).toMatchObject({ id: "c1", hits: [{ trackerId: "price", speaker: 1 }], changedTrackers: ["price"], organizations: [{ name: "Gong", mentions: 3 }, { name: "Brookfield Supply" }, { name: "Chorus" }], sellerSpeakers: [0] });
  });

  it("takes our side from the last scan when there is one, without detecting it again", () => {
    // Speaker 1 read as ours by the analysis: the customer-side tracker no longer counts what they said.
    const [scanned] = scanStoredCalls({ trackers: [price], calls: [stored({}, [1])] });
    expect(scanned).toMatchObject({ hits: [], sellerSpeakers: [1] });
  });

  it("sends back only the trackers whose hits changed since the digests stored", () => {
    const [first] = scanStoredCalls({ trackers: [price, rapport], calls: [stored()] });
    expect(first!.changedTrackers).toEqual(["price", "rapport"]);
    const [again] = scanStoredCalls({ trackers: [price, rapport], calls: [stored(first!.digests)] });
    expect(again).toMatchObject({ changedTrackers: [], hits: [] });
    // Rapport edited to say "Gong" too: only its hits come back, and all of them.
    const [edited] = scanStoredCalls({ trackers: [price, { ...rapport, phrases: ["Rapport", "Gong"] }], calls: [stored(first!.digests)] });
    expect(edited!.changedTrackers).toEqual(["rapport"]);
    expect(edited!.hits.every((hit) => hit.trackerId === "rapport")).toBe(true);
    expect(edited!.hits).toHaveLength(5);
  });
});

describe("a name covered by a tracker", () => {
  it("is covered when either says the other as whole words, any case or plural", () => {
    expect(nameCovered("Acme", ["Acme Corp"])).toBe(true);
    expect(nameCovered("Acme Corp", ["acme"])).toBe(true);
    expect(nameCovered("GONG", ["Gong"])).toBe(true);
    expect(nameCovered("Acme Labs", ["Acmes"])).toBe(true);
    expect(nameCovered("Acmeware", ["Acme"])).toBe(false);
    expect(nameCovered("Brookfield Supply", ["Supply chain"])).toBe(false);
    expect(nameCovered("Gong", [])).toBe(false);
  });
});
