import { INVITATION_DAYS } from "@shared/teams";

export function invitationMail(invitation: { teamName: string; inviterName: string }, inviteUrl: string) {
  return {
    subject: `${invitation.inviterName} invited you to ${invitation.teamName} on Rapport`,
    text: [
      `${invitation.inviterName} invited you to join the team ${invitation.teamName} on Rapport.`,
      "",
      `Open this link to join (it works once, for ${INVITATION_DAYS} days):`,
      inviteUrl,
    ].join("\n"),
  };
}
