import { useCallback, useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { CalendarEvent } from "@shared/calendar";
import { scheduleBotFromEventSchema, type Meeting } from "@shared/meetings";
import { ApiError, apiRequest } from "@client/lib/api";
import { MEETINGS_KEY } from "@client/lib/query-keys";

/** SPEC §4 Bot scheduling per calendar event: idle, scheduling, then scheduled or error (Retry). */
export type EventScheduleState = "idle" | "scheduling" | "scheduled" | "error";

/** SPEC §9: the bot-scheduled success message clears after 5 s. */
export const SUCCESS_MESSAGE_MS = 5_000;

export const NO_TIME_REASON = "This event has no start time. Use Schedule New Bot to choose one.";

// An object, not the bare text: scheduling two meetings of the same name restarts the 5 seconds.
interface SuccessMessage {
  text: string;
}

/**
 * What the server already knows decides the state until this page acts: an event with a live bot is
 * Scheduled, one whose latest bot failed offers Retry.
 */
export function stateFromMeetings(eventId: string, meetings: readonly Meeting[]): EventScheduleState {
  const bots = meetings.filter((meeting) => meeting.calendarEventId === eventId);
  if (bots.length === 0) return "idle";
  const latest = bots.reduce((a, b) => (Date.parse(b.createdAt) > Date.parse(a.createdAt) ? b : a));
  return latest.status === "failed" ? "error" : "scheduled";
}

/**
 * Schedules the bot from a calendar event card (POST /api/meetings/schedule-bot) with SPEC §5's URL rule
 * and SPEC §8's alerts: "Failed to schedule bot: …" for a refusal, "Error scheduling bot" when the
 * request itself fails, and the success message for 5 seconds.
 */
export function useScheduleFromEvent(meetings: readonly Meeting[]) {
  const client = useQueryClient();
  const [local, setLocal] = useState<Record<string, EventScheduleState>>({});
  const [success, setSuccess] = useState<SuccessMessage | null>(null);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const setState = (id: string, state: EventScheduleState) => setLocal((previous) => ({ ...previous, [id]: state }));

  const schedule = useCallback(
    async (event: CalendarEvent) => {
      const input = scheduleBotFromEventSchema.safeParse({
        meetingName: event.name,
        meetingUrl: event.meetingUrl ?? "",
        scheduledAt: event.scheduledAt ?? "",
        calendarEventId: event.id,
      });
      if (!input.success) {
        const urlIssue = input.error.issues.find((issue) => issue.path[0] === "meetingUrl");
        if (urlIssue) {
          window.alert(urlIssue.message);
          return;
        }
        setState(event.id, "error");
        // An all-day or untimed event has no moment for the bot to join: the schedule form can set one.
        const reason = event.scheduledAt === null ? NO_TIME_REASON : (input.error.issues[0]?.message ?? "Unknown error");
        window.alert(`Failed to schedule bot: ${reason}`);
        return;
      }

      setState(event.id, "scheduling");
      try {
        await apiRequest("POST", "/api/meetings/schedule-bot", input.data);
      } catch (error) {
        setState(event.id, "error");
        window.alert(error instanceof ApiError ? `Failed to schedule bot: ${error.serverMessage ?? "Unknown error"}` : "Error scheduling bot");
        return;
      }
      setState(event.id, "scheduled");
      setSuccess({ text: `AI bot successfully scheduled for ${event.name}` });
      await client.invalidateQueries({ queryKey: MEETINGS_KEY });
    },
    [client],
  );

  const stateOf = (event: CalendarEvent): EventScheduleState => local[event.id] ?? stateFromMeetings(event.id, meetings);

  return { schedule, stateOf, successMessage: success?.text ?? null };
}
