import { describe, expect, it } from "vitest";
import { attendeeSignature, svixHeaders } from "@tests/fakes/bots";
import { verifyAttendee, verifySecretHeader, verifySvix } from "./signatures";

const SVIX_SECRET = `whsec_${Buffer.from("recall-signing-key-123").toString("base64")}`;
const ATTENDEE_SECRET = Buffer.from("attendee-project-secret").toString("base64");

describe("webhook signatures", () => {
  it("Svix: accepts its own signature, refuses another body, another secret or an old timestamp", () => {
    const body = '{"event":"bot.done"}';
    const headers = svixHeaders(SVIX_SECRET, body);
    expect(verifySvix(headers, Buffer.from(body), SVIX_SECRET)).toBe(true);
    expect(verifySvix({ ...headers, "svix-signature": `v1,bogus ${headers["svix-signature"]}` }, Buffer.from(body), SVIX_SECRET)).toBe(true);
    expect(verifySvix(headers, Buffer.from('{"event":"bot.fatal"}'), SVIX_SECRET)).toBe(false);
    expect(verifySvix(headers, Buffer.from(body), `whsec_${Buffer.from("other").toString("base64")}`)).toBe(false);
    const old = svixHeaders(SVIX_SECRET, body, "msg_1", Math.floor(Date.now() / 1000) - 600);
    expect(verifySvix(old, Buffer.from(body), SVIX_SECRET)).toBe(false);
    expect(verifySvix({}, Buffer.from(body), SVIX_SECRET)).toBe(false);
  });

  it("Attendee: HMAC of the body with the decoded secret, also over its sorted-key canonical form", () => {
    const canonical = '{"bot_id":"b1","data":{"new_state":"ended"},"trigger":"bot.state_change"}';
    const reordered = '{ "trigger": "bot.state_change", "data": { "new_state": "ended" }, "bot_id": "b1" }';
    const signature = attendeeSignature(ATTENDEE_SECRET, canonical);
    expect(verifyAttendee({ "x-webhook-signature": signature }, Buffer.from(canonical), ATTENDEE_SECRET)).toBe(true);
    expect(verifyAttendee({ "x-webhook-signature": signature }, Buffer.from(reordered), ATTENDEE_SECRET)).toBe(true);
    expect(verifyAttendee({ "x-webhook-signature": signature }, Buffer.from(canonical.replace("ended", "fatal_error")), ATTENDEE_SECRET)).toBe(false);
    expect(verifyAttendee({}, Buffer.from(canonical), ATTENDEE_SECRET)).toBe(false);
  });

  it("Meeting BaaS: the secret header must match exactly", () => {
    expect(verifySecretHeader({ "x-mb-secret": "s3cret" }, "x-mb-secret", "s3cret")).toBe(true);
    expect(verifySecretHeader({ "x-mb-secret": "s3cre" }, "x-mb-secret", "s3cret")).toBe(false);
    expect(verifySecretHeader({}, "x-mb-secret", "s3cret")).toBe(false);
  });
});
