import type { RouteComponentProps } from "wouter";
import { Link, useLocation } from "wouter";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { PageHeader } from "@client/components/page-header";
import { messageOf, useAcceptInvitation, useInvitationPreview } from "./use-team";

/** /join/{token}: who invited you to which team, and Join. */
export function JoinTeamPage({ params }: RouteComponentProps) {
  const token = params.token ?? "";
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation(token);
  const [, navigate] = useLocation();
  return (
    <div>
      <PageHeader title="Join a team" />
      <div className="p-4 md:p-8">
        <Card className="max-w-xl">
          {preview.isPending ? <CardContent className="pt-6">Loading…</CardContent> : null}
          {preview.isError ? (
            <CardHeader>
              <CardTitle>This invitation can't be used</CardTitle>
              <CardDescription>{messageOf(preview.error)}</CardDescription>
            </CardHeader>
          ) : null}
          {preview.data ? (
            <>
              <CardHeader>
                <CardTitle>Join {preview.data.teamName}</CardTitle>
                <CardDescription>
                  {preview.data.invitedBy} invited {preview.data.email} as a {preview.data.role}. Your teammates will be able to open your calls.
                </CardDescription>
              </CardHeader>
              <CardContent className="flex gap-2">
                <Button disabled={accept.isPending} onClick={() => accept.mutate(undefined, { onSuccess: () => navigate("/team") })}>
                  {accept.isPending ? "Joining…" : `Join ${preview.data.teamName}`}
                </Button>
                <Button variant="outline" asChild>
                  <Link href="/">Not now</Link>
                </Button>
              </CardContent>
            </>
          ) : null}
        </Card>
      </div>
    </div>
  );
}
