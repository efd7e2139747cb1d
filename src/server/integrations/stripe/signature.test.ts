import { describe, expect, it } from "vitest";
import { createHmac } from "node:crypto";
import { formEncode } from "./form-encode";
import { signStripePayload, verifyStripeSignature } from "./signature";

const secret = "whsec_test";
const body = '{"id":"evt_1","type":"checkout.session.completed"}';
const now = 1_800_000_000;
const v1 = (payload: string, t: number, key = secret) => createHmac("sha256", key).update(`${t}.${payload}`).digest("hex");

describe("verifyStripeSignature", () => {
  it("accepts Stripe's scheme: v1 = HMAC-SHA256 of `${t}.${body}` under the endpoint secret", () => {
    expect(verifyStripeSignature(Buffer.from(body), `t=${now},v1=${v1(body, now)}`, secret, now)).toBe(true);
    expect(signStripePayload(body, secret, now)).toBe(`t=${now},v1=${v1(body, now)}`);
  });

  it("accepts any of several v1 signatures (secret rotation) and ignores other schemes", () => {
    const header = `t=${now},v1=${v1(body, now, "whsec_old")},v0=abc,v1=${v1(body, now)}`;
    expect(verifyStripeSignature(Buffer.from(body), header, secret, now)).toBe(true);
  });

  it("holds the tolerance at 300 seconds either way", () => {
    const header = `t=${now},v1=${v1(body, now)}`;
    expect(verifyStripeSignature(Buffer.from(body), header, secret, now + 300)).toBe(true);
    expect(verifyStripeSignature(Buffer.from(body), header, secret, now + 301)).toBe(false);
    expect(verifyStripeSignature(Buffer.from(body), header, secret, now - 301)).toBe(false);
  });

  it.each([
    ["no header", undefined],
    ["no timestamp", `v1=${v1(body, now)}`],
    ["no v1", `t=${now},v0=${v1(body, now)}`],
    ["a non-hex signature", `t=${now},v1=zz${v1(body, now).slice(2)}`],
    ["a short signature", `t=${now},v1=${v1(body, now).slice(0, 10)}`],
    ["another timestamp than signed", `t=${now + 1},v1=${v1(body, now)}`],
    ["a non-numeric timestamp", `t=1e9,v1=${v1(body, now)}`],
  ])("refuses %s", (_label, header) => {
    expect(verifyStripeSignature(Buffer.from(body), header, secret, now)).toBe(false);
  });

  it("refuses a body that differs by one byte", () => {
    expect(verifyStripeSignature(Buffer.from(`${body} `), `t=${now},v1=${v1(body, now)}`, secret, now)).toBe(false);
  });
});

describe("formEncode", () => {
  it("writes nested objects and arrays with Stripe's bracketed keys and leaves out empty values", () => {
    const encoded = formEncode({
      mode: "subscription",
      line_items: [{ price: "price_1", quantity: 1 }],
      metadata: { user_id: "u 1" },
      customer: undefined,
      coupon: null,
    });
    expect(decodeURIComponent(encoded)).toBe(
      "mode=subscription&line_items[0][price]=price_1&line_items[0][quantity]=1&metadata[user_id]=u+1",
    );
  });
});
