import { z } from "zod";
import { planIdSchema, type PlanId } from "./auth";

/** Plans whose users may create a team (SPEC §9: Pro sells "Team tools"; Enterprise has all of Pro). */
export const TEAM_PLANS: readonly PlanId[] = ["pro", "unlimited"];
export const canHaveTeam = (plan: PlanId) => TEAM_PLANS.includes(plan);

/** An invitation link works once, for this long. */
export const INVITATION_DAYS = 7;

export const TEAM_LIMITS = { teamName: 100, comment: 2000, maxCallSeconds: 24 * 3600 } as const;

export const teamRoleSchema = z.enum(["manager", "rep"]);
export type TeamRole = z.infer<typeof teamRoleSchema>;

export const createTeamSchema = z
  .object({
    name: z
      .string({ error: "Team name is required" })
      .trim()
      .min(1, "Team name is required")
      .max(TEAM_LIMITS.teamName, `Team name must be at most ${TEAM_LIMITS.teamName} characters`),
  })
  .strict();
export type CreateTeamInput = z.infer<typeof createTeamSchema>;

export const inviteSchema = z
  .object({
    email: z.string({ error: "Invalid email address" }).trim().max(254).pipe(z.email({ error: "Invalid email address" })),
    role: teamRoleSchema.default("rep"),
  })
  .strict();
export type InviteInput = z.input<typeof inviteSchema>;

export const inviteAnswerSchema = z.object({
  inviteUrl: z.string(),
  expiresAt: z.string(),
  /** Whether the link also went out by e-mail (only when SMTP is configured). */
  emailed: z.boolean(),
});
export type InviteAnswer = z.infer<typeof inviteAnswerSchema>;

export const changeRoleSchema = z.object({ role: teamRoleSchema }).strict();

export const teamMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const pendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The plan that covers every member: the plan of the member who pays for the seats. */
  plan: planIdSchema,
  seats: z.number().int(),
  myRole: teamRoleSchema,
  members: z.array(teamMemberSchema),
  /** Open invitations; only managers see them (empty for reps). */
  invitations: z.array(pendingInvitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

export const currentTeamAnswerSchema = z.object({
  team: teamSchema.nullable(),
  /** Whether this user may create a team now (a paying plan and no team yet). */
  canCreate: z.boolean(),
});
export type CurrentTeamAnswer = z.infer<typeof currentTeamAnswerSchema>;

export const invitationPreviewSchema = z.object({
  teamName: z.string(),
  invitedBy: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const commentSchema = z.object({
  id: z.string(),
  transcriptId: z.string(),
  body: z.string(),
  atSeconds: z.number().int().nullable(),
  createdAt: z.string(),
  author: z.object({ id: z.string(), name: z.string() }),
});
export type CallComment = z.infer<typeof commentSchema>;

export const createCommentSchema = z
  .object({
    body: z
      .string({ error: "Write a comment" })
      .trim()
      .min(1, "Write a comment")
      .max(TEAM_LIMITS.comment, `A comment must be at most ${TEAM_LIMITS.comment} characters`),
    atSeconds: z
      .number({ error: "The moment must be a number of seconds" })
      .int("The moment must be a whole number of seconds")
      .min(0, "The moment must not be negative")
      .max(TEAM_LIMITS.maxCallSeconds, "The moment is past the end of any call")
      .optional(),
  })
  .strict();
export type CreateCommentInput = z.infer<typeof createCommentSchema>;

/** "mm:ss" (or "h:mm:ss") for a moment of a call. */
export function formatMoment(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** "mm:ss" or "h:mm:ss" typed by a person → seconds; null when it is not a moment. */
export function parseMoment(text: string): number | null {
  const match = /^\s*(?:(\d+):)?(\d{1,3}):([0-5]\d)\s*$/.exec(text);
  if (!match) return null;
  const [, hours, minutes, seconds] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(["comment"]),
  text: z.string(),
  transcriptId: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationsAnswerSchema = z.object({ notifications: z.array(notificationSchema), unread: z.number().int() });

const meddicCoverageSchema = z.object({
  metrics: z.number().nullable(),
  economic_buyer: z.number().nullable(),
  decision_criteria: z.number().nullable(),
  decision_process: z.number().nullable(),
  identify_pain: z.number().nullable(),
  champion: z.number().nullable(),
});

/** One rep's month: averages are null without an analysed call. MEDDIC coverage is the share (0–100) of calls with "Yes". */
export const repMonthSchema = z.object({
  calls: z.number().int(),
  avgAiScore: z.number().nullable(),
  avgConversion: z.number().nullable(),
  avgTalkRatio: z.number().nullable(),
  avgQuestions: z.number().nullable(),
  meddic: meddicCoverageSchema,
});
export type RepMonth = z.infer<typeof repMonthSchema>;

export const repStatsSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: teamRoleSchema,
  thisMonth: repMonthSchema,
  lastMonth: repMonthSchema,
  /** The coaching area most often flagged on the rep's calls this month and last. */
  topCoachingTheme: z.string().nullable(),
});
export type RepStats = z.infer<typeof repStatsSchema>;

export const teamStatsSchema = z.object({ month: z.string(), lastMonth: z.string(), reps: z.array(repStatsSchema) });
export type TeamStats = z.infer<typeof teamStatsSchema>;

export const teamCallSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(["processing", "completed", "failed"]),
  uploadedAt: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  aiScore: z.number().nullable(),
});
export type TeamCall = z.infer<typeof teamCallSchema>;

export const libraryItemSchema = teamCallSchema.extend({ addedAt: z.string(), addedBy: z.string() });
export type LibraryItem = z.infer<typeof libraryItemSchema>;

/** What the signed-in user may do with a call: read it (teammates), and change it (its owner, a manager). */
export const callAccessSchema = z.object({
  isOwner: z.boolean(),
  canEdit: z.boolean(),
  ownerName: z.string(),
  /** Set when the call belongs to the user's team: the team id, and whether it is in the library. */
  teamId: z.string().nullable(),
  inLibrary: z.boolean(),
  canCurate: z.boolean(),
});
export type CallAccess = z.infer<typeof callAccessSchema>;

/** One week of the whole team's calls (Analytics, for managers). */
export const teamTrendWeekSchema = z.object({
  weekStart: z.string(),
  calls: z.number().int(),
  avgAiScore: z.number().nullable(),
  avgConversion: z.number().nullable(),
});
export const teamTrendsSchema = z.object({ weeks: z.array(teamTrendWeekSchema) });
export type TeamTrends = z.infer<typeof teamTrendsSchema>;

/** How many weeks the team trend covers, this week included. */
export const TEAM_TREND_WEEKS = 12;
