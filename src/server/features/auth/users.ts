import { eq, sql } from "drizzle-orm";
import type { CurrentUser } from "@shared/auth";
import type { Db } from "../../db/open";
import { users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    role: row.jobTitle,
    botName: row.botName,
    botEntryMessage: row.botEntryMessage,
    profileImageUrl: row.profileImageUrl,
    plan: row.plan,
  };
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}
