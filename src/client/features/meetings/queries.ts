import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { meetingSchema, type Meeting, type MeetingStatus } from "@shared/meetings";
import { MEETINGS_KEY } from "@client/lib/query-keys";
import { useAuth } from "@client/lib/session";

// A bot that is joining, recording or processing changes state within minutes: read the list again
// while one is, so the status shown does not go stale. Idle lists are not polled.
const ACTIVE_STATUSES: ReadonlySet<MeetingStatus> = new Set(["joining", "recording", "processing"]);
export const ACTIVE_BOT_POLL_MS = 10_000;

// The list is read as a bare array or as {meetings}, the two shapes the API uses for lists.
const meetingsAnswerSchema = z.union([z.array(meetingSchema), z.object({ meetings: z.array(meetingSchema) })]);

function readMeetings(data: unknown): Meeting[] | null {
  const parsed = meetingsAnswerSchema.safeParse(data);
  if (!parsed.success) return null;
  return Array.isArray(parsed.data) ? parsed.data : parsed.data.meetings;
}

const selectMeetings = (data: unknown): Meeting[] => {
  const meetings = readMeetings(data);
  if (meetings === null) throw new Error("The meeting list answered in an unexpected format.");
  return meetings;
};

const hasActiveBot = (data: unknown): boolean =>
  (readMeetings(data) ?? []).some((meeting) => ACTIVE_STATUSES.has(meeting.status));

/** GET /api/meetings: the user's scheduled bots with their status. */
export function useMeetings() {
  const signedIn = useAuth().user !== null;
  return useQuery({
    queryKey: MEETINGS_KEY,
    select: selectMeetings,
    enabled: signedIn,
    refetchInterval: (query) => (hasActiveBot(query.state.data) ? ACTIVE_BOT_POLL_MS : false),
  });
}
