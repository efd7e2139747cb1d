import { describe, expect, it } from "vitest";
import { createHmac } from "node:crypto";
import { signStripePayload } from "@tests/fakes/stripe";
import { InvalidStripeSignature, verifyStripeEvent } from "./events";

const secret = "whsec_test";
const body = '{"id":"evt_1","type":"checkout.session.completed"}';
const now = 1_800_000_000;
// Computed here by hand, not by the SDK under test: Stripe's documented scheme.
const v1 = (payload: string, t: number, key = secret) => createHmac("sha256", key).update(`${t}.${payload}`).digest("hex");
const verify = (payload: string, header: string | undefined, at = now) => verifyStripeEvent(Buffer.from(payload), header, secret, at);

describe("verifyStripeEvent (stripe.webhooks.constructEvent)", () => {
  it("accepts Stripe's scheme: v1 = HMAC-SHA256 of `${t}.${body}` under the endpoint secret, and answers the event", async () => {
    await expect(verify(body, `t=${now},v1=${v1(body, now)}`)).resolves.toEqual(JSON.parse(body));
    expect(signStripePayload(body, secret, now)).toBe(`t=${now},v1=${v1(body, now)}`);
  });

  it("accepts any of several v1 signatures (secret rotation) and ignores other schemes", async () => {
    await expect(verify(body, `t=${now},v1=${v1(body, now, "whsec_old")},v0=abc,v1=${v1(body, now)}`)).resolves.toBeTruthy();
  });

  it("holds the tolerance at 300 seconds either way", async () => {
    const header = `t=${now},v1=${v1(body, now)}`;
    await expect(verify(body, header, now + 300)).resolves.toBeTruthy();
    await expect(verify(body, header, now + 301)).rejects.toBeInstanceOf(InvalidStripeSignature);
    await expect(verify(body, header, now - 301)).rejects.toBeInstanceOf(InvalidStripeSignature);
  });

  it.each([
    ["no header", undefined],
    ["an empty header", ""],
    ["no timestamp", `v1=${v1(body, now)}`],
    ["no v1", `t=${now},v0=${v1(body, now)}`],
    ["a non-hex signature", `t=${now},v1=zz${v1(body, now).slice(2)}`],
    ["a short signature", `t=${now},v1=${v1(body, now).slice(0, 10)}`],
    ["another timestamp than signed", `t=${now + 1},v1=${v1(body, now)}`],
    ["a non-numeric timestamp", `t=1e9,v1=${v1(body, now)}`],
    ["an overlong header", `t=${now},v1=${v1(body, now)},${"v0=x,".repeat(1000)}`],
  ])("refuses %s", async (_label, header) => {
    await expect(verify(body, header)).rejects.toBeInstanceOf(InvalidStripeSignature);
  });

  it("refuses a body that differs by one byte", async () => {
    await expect(verify(`${body} `, `t=${now},v1=${v1(body, now)}`)).rejects.toBeInstanceOf(InvalidStripeSignature);
  });

  it("answers a SyntaxError for a correctly signed body that is not JSON", async () => {
    await expect(verify("{nope", `t=${now},v1=${v1("{nope", now)}`)).rejects.toBeInstanceOf(SyntaxError);
  });
});
