import { randomUUID } from "node:crypto";
import { BOT_DEFAULTS, type CurrentUser, type SignInInput, type SignUpInput } from "@shared/auth";
import type { Db } from "../../db/open";
import { users } from "../../db/schema";
import { AppError, unauthorized } from "../../http/errors";
import { hashPassword, verifyPassword } from "./passwords";
import { findCurrentUser, findUserByEmail, findUserById, type UserRow } from "./users";

export const ACCOUNT_EXISTS = "An account with this email already exists";
// One message for an unknown e-mail and a wrong password, so accounts cannot be enumerated.
export const INVALID_CREDENTIALS = "Invalid email or password";

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
};

export async function signUp(db: Db, input: SignUpInput): Promise<UserRow> {
  if (await findUserByEmail(db, input.email)) throw new AppError("CONFLICT", ACCOUNT_EXISTS);
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        id: randomUUID(),
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        botName: BOT_DEFAULTS.botName,
        botEntryMessage: BOT_DEFAULTS.botEntryMessage,
        plan: "free",
      })
      .returning();
    if (!row) throw new Error("user insert returned nothing");
    return row;
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides, the loser hears the same answer.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", ACCOUNT_EXISTS);
    throw error;
  }
}

export async function signIn(db: Db, input: SignInInput): Promise<UserRow> {
  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw new AppError("UNAUTHORIZED", INVALID_CREDENTIALS);
  return user;
}

export async function requireUser(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  return user;
}

/** The signed-in user as GET /api/auth/user answers it; 401 as requireUser when the account is gone. */
export async function requireCurrentUser(db: Db, userId: string): Promise<CurrentUser> {
  const user = await findCurrentUser(db, userId);
  if (!user) throw unauthorized();
  return user;
}
