import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { planIdSchema, type CurrentUser } from "@shared/auth";
import { driverRows, type Db } from "../../db/open";
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

const currentUserRows = z.array(
  z.object({
    id: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    company: z.string().nullable(),
    job_title: z.string().nullable(),
    bot_name: z.string(),
    bot_entry_message: z.string(),
    profile_image_url: z.string().nullable(),
    plan: planIdSchema,
  }),
);

/**
 * The signed-in user as GET /api/auth/user answers it (toCurrentUser's fields), by primary key through
 * driverRows: on PGlite the same read through drizzle's query() was parsed and planned on every call and
 * took GET /api/auth/user from about 0.6 ms of CPU (a conditional poll's) to 2 ms (lists bench, issue 16).
 */
export async function findCurrentUser(db: Db, id: string): Promise<CurrentUser | null> {
  const [row] = currentUserRows.parse(
    await driverRows(
      db,
      sql`SELECT id, email, first_name, last_name, company, job_title, bot_name, bot_entry_message, profile_image_url, plan
          FROM users WHERE id = ${id}`,
    ),
  );
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    role: row.job_title,
    botName: row.bot_name,
    botEntryMessage: row.bot_entry_message,
    profileImageUrl: row.profile_image_url,
    plan: row.plan,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}
