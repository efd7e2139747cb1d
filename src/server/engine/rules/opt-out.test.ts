import { describe, expect, it } from "vitest";
import { buildCall } from "../call/call";
import { customerOptedOut } from "./opt-out";

const customerSays = (text: string) =>
  customerOptedOut(buildCall([{ speaker: 0, name: "Rep", text: "Hi, it's Dana from Rapport." }, { speaker: 1, name: "Lee", text }], [0], (text) => text.endsWith("?")));

describe("customerOptedOut", () => {
  it.each([
    "Please don't call me again.",
    "Stop calling this number.",
    "Look, do not contact us again.",
    "Take me off your list.",
    "Please take me off your call list.",
    "Can you take us off the mailing list?",
    "I'd like you to stop emailing me.",
    "No thanks, don't call again.",
  ])("hears a request to be left alone: %s", (text) => expect(customerSays(text)).toBe(true));

  it.each([
    "The advertisers don't call us anymore to change an ad, that's the big thing.",
    "Our drivers don't contact dispatch by radio now.",
    "Customers stop calling once the portal works.",
  ])("does not take a report about others for one: %s", (text) => expect(customerSays(text)).toBe(false));
});
