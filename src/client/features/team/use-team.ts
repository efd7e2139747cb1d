import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  currentTeamAnswerSchema,
  invitationPreviewSchema,
  inviteAnswerSchema,
  type CurrentTeamAnswer,
  type InviteInput,
  type TeamRole,
} from "@shared/teams";
import { ApiError, apiJson } from "@client/lib/api";
import { toast } from "@client/lib/toast";

export const TEAM_KEY = ["/api/teams/current"] as const;

/** The server's own message for a refusal, or a fallback for a network failure. */
export const messageOf = (error: unknown, fallback = "Something went wrong. Please try again.") =>
  (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;

const failed = (title: string) => (error: unknown) => toast({ variant: "destructive", title, description: messageOf(error) });

export function useCurrentTeam() {
  return useQuery({ queryKey: TEAM_KEY, select: (data: unknown): CurrentTeamAnswer => currentTeamAnswerSchema.parse(data) });
}

/** Every team change answers the whole team again: the cache takes it as is. */
function useTeamMutation<Input>(request: (input: Input) => Promise<unknown>, failureTitle: string, success?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => request(input),
    onSuccess: async (answer) => {
      const parsed = currentTeamAnswerSchema.safeParse(answer);
      if (parsed.success) client.setQueryData(TEAM_KEY, parsed.data);
      else await client.invalidateQueries({ queryKey: TEAM_KEY });
      if (success) toast({ title: success });
    },
    onError: failed(failureTitle),
  });
}

export const useCreateTeam = () => useTeamMutation((name: string) => apiJson("POST", "/api/teams", { name }), "Could not create the team", "Team created");

export const useChangeRole = (teamId: string) =>
  useTeamMutation(({ userId, role }: { userId: string; role: TeamRole }) => apiJson("PATCH", `/api/teams/${teamId}/members/${userId}`, { role }), "Could not change the role");

export const useRemoveMember = (teamId: string) =>
  useTeamMutation((userId: string) => apiJson("DELETE", `/api/teams/${teamId}/members/${userId}`), "Could not remove the member");

export const useWithdrawInvitation = (teamId: string) =>
  useTeamMutation((id: string) => apiJson("DELETE", `/api/teams/${teamId}/invitations/${id}`), "Could not withdraw the invitation");

export function useInvite(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: InviteInput) => inviteAnswerSchema.parse(await apiJson("POST", `/api/teams/${teamId}/invitations`, input)),
    onSuccess: () => client.invalidateQueries({ queryKey: TEAM_KEY }),
    onError: failed("Could not invite"),
  });
}

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ["/api/invitations", token],
    select: (data: unknown) => invitationPreviewSchema.parse(data),
    retry: false,
  });
}

export const useAcceptInvitation = (token: string) =>
  useTeamMutation((_: void) => apiJson("POST", `/api/invitations/${token}/accept`), "Could not join the team", "Welcome to the team");
