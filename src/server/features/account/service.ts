import { eq, sql } from "drizzle-orm";
import type { BotConfigInput, PasswordChangeInput, ProfileInput } from "@shared/account";
import type { Db } from "../../db/open";
import { users } from "../../db/schema";
import { AppError, unauthorized } from "../../http/errors";
import { deleteOtherSessions } from "../../http/sessions";
import { hashPassword, requireUser, verifyPassword, type UserRow } from "../auth";

export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";
export const NO_PASSWORD_SET =
  "This account signs in with Google or Microsoft and has no password to change.";

async function updateUser(db: Db, userId: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw unauthorized();
  return row;
}

/** The e-mail is not part of the profile: it is the sign-in identity and stays as it is. */
export function updateProfile(db: Db, userId: string, input: ProfileInput): Promise<UserRow> {
  return updateUser(db, userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company,
    jobTitle: input.role,
  });
}

export function updateBotConfig(db: Db, userId: string, input: BotConfigInput): Promise<UserRow> {
  return updateUser(db, userId, { botName: input.botName, botEntryMessage: input.botEntryMessage });
}

/**
 * Checks the current password, stores the new one and ends every other session of the user: whoever
 * else held one (a lost laptop, a stolen cookie) is signed out. The session making the change stays.
 */
export async function changePassword(
  db: Db,
  userId: string,
  keepSessionId: string,
  input: PasswordChangeInput,
): Promise<void> {
  const user = await requireUser(db, userId);
  if (!user.passwordHash) throw new AppError("BAD_REQUEST", NO_PASSWORD_SET);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError("BAD_REQUEST", WRONG_CURRENT_PASSWORD);
  }
  await updateUser(db, userId, { passwordHash: await hashPassword(input.newPassword) });
  await deleteOtherSessions(db, userId, keepSessionId);
}
