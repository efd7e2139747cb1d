import { eq } from "drizzle-orm";
import { transcripts, users } from "@server/db/schema";
import type { PlanId } from "@shared/auth";
import { signUpUser, type TestApp } from "../app";

export type TestUser = Awaited<ReturnType<typeof signUpUser>>;

export async function setPlan(t: TestApp, userId: string, plan: PlanId): Promise<void> {
  await t.database.db.update(users).set({ plan }).where(eq(users.id, userId));
}

/** A Pro user who created a team and manages it. */
export async function teamWithManager(t: TestApp, name = "Closers"): Promise<{ manager: TestUser; teamId: string }> {
  const manager = await signUpUser(t.app, { firstName: "Maya", lastName: "Manager" });
  await setPlan(t, manager.userId, "pro");
  const created = await t.app.inject({ method: "POST", url: "/api/teams", headers: { cookie: manager.cookie }, payload: { name } });
  if (created.statusCode !== 201) throw new Error(`team creation failed ${created.statusCode}: ${created.body}`);
  return { manager, teamId: created.json().team.id };
}

/** The token at the end of an invitation link. */
export const tokenOf = (inviteUrl: string) => inviteUrl.split("/join/")[1] ?? "";

export async function invite(t: TestApp, manager: TestUser, teamId: string, email: string, role: "rep" | "manager" = "rep"): Promise<string> {
  const response = await t.app.inject({ method: "POST", url: `/api/teams/${teamId}/invitations`, headers: { cookie: manager.cookie }, payload: { email, role } });
  if (response.statusCode !== 201) throw new Error(`invitation failed ${response.statusCode}: ${response.body}`);
  return tokenOf(response.json().inviteUrl);
}

/** A new user who signed up and joined the manager's team through an invitation. */
export async function joinedMember(t: TestApp, manager: TestUser, teamId: string, role: "rep" | "manager" = "rep", firstName = "Riley"): Promise<TestUser> {
  const email = `${firstName.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.com`;
  const token = await invite(t, manager, teamId, email, role);
  const member = await signUpUser(t.app, { email, firstName, lastName: "Rep" });
  const accepted = await t.app.inject({ method: "POST", url: `/api/invitations/${token}/accept`, headers: { cookie: member.cookie } });
  if (accepted.statusCode !== 200) throw new Error(`accept failed ${accepted.statusCode}: ${accepted.body}`);
  return member;
}

let calls = 0;

/**
 * A finished call of the user's, written straight to the database (the upload path is tested on its
 * own): two speakers, the first the rep. Answers its id.
 */
export async function uploadCall(t: TestApp, user: TestUser, { name = "Call", uploadedAt = new Date(), status = "completed" as const } = {}): Promise<string> {
  calls += 1;
  const id = `call-${calls}-${Math.random().toString(36).slice(2, 10)}`;
  await t.database.db.insert(transcripts).values({
    id,
    userId: user.userId,
    name,
    status,
    uploadedAt,
    duration: 120,
    fileSize: 60,
    content: "Rep: Hello, thanks for joining.\nBuyer: Happy to be here.",
    source: "upload",
    format: "txt",
    diarizationData: [
      { speaker: 0, text: "Hello, thanks for joining.", start: 0, end: 3 },
      { speaker: 1, text: "Happy to be here.", start: 3, end: 5 },
    ],
    speakerMapping: { "0": { name: "Rep", role: "account_owner" }, "1": { name: "Buyer", role: "customer" } },
  });
  return id;
}
