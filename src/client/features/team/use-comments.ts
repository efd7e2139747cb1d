import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { callAccessSchema, commentSchema, notificationsAnswerSchema, type CreateCommentInput } from "@shared/teams";
import { apiJson } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { messageOf } from "./use-team";

const commentsAnswer = z.object({ comments: z.array(commentSchema) });
export const commentsKey = (id: string) => ["/api/transcripts", id, "comments"] as const;
export const NOTIFICATIONS_KEY = ["/api/notifications"] as const;

export function useComments(transcriptId: string) {
  return useQuery({ queryKey: commentsKey(transcriptId), select: (data: unknown) => commentsAnswer.parse(data).comments });
}

export function usePostComment(transcriptId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateCommentInput) => apiJson("POST", `/api/transcripts/${transcriptId}/comments`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: commentsKey(transcriptId) }),
    onError: (error) => toast({ variant: "destructive", title: "Comment not saved", description: messageOf(error) }),
  });
}

/** What the signed-in user may do with a call: owner, teammate, manager. */
export function useCallAccess(transcriptId: string, enabled = true) {
  return useQuery({ queryKey: ["/api/transcripts", transcriptId, "access"], select: (data: unknown) => callAccessSchema.parse(data), enabled });
}

export function useNotifications() {
  return useQuery({ queryKey: NOTIFICATIONS_KEY, select: (data: unknown) => notificationsAnswerSchema.parse(data), refetchInterval: 30_000 });
}

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => apiJson("POST", "/api/notifications/read"),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

export function useLibraryToggle(teamId: string, transcriptId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (add: boolean) => apiJson(add ? "PUT" : "DELETE", `/api/teams/${teamId}/library/${transcriptId}`),
    onSuccess: async (_answer, add) => {
      await client.invalidateQueries({ queryKey: ["/api/transcripts", transcriptId, "access"] });
      await client.invalidateQueries({ queryKey: ["/api/teams", teamId, "library"] });
      toast({ title: add ? "Added to the team library" : "Removed from the team library" });
    },
    onError: (error) => toast({ variant: "destructive", title: "Library not changed", description: messageOf(error) }),
  });
}
