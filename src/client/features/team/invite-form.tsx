import { useState, type FormEvent } from "react";
import { Copy } from "lucide-react";
import { inviteSchema, INVITATION_DAYS, type InviteAnswer, type TeamRole } from "@shared/teams";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { toast } from "@client/lib/toast";
import { useInvite } from "./use-team";

/** A manager invites by address; the single-use link is shown to copy (and e-mailed when the server can). */
export function InviteForm({ teamId }: { teamId: string }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<TeamRole>("rep");
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<(InviteAnswer & { email: string }) | null>(null);
  const invite = useInvite(teamId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = inviteSchema.safeParse({ email, role });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    invite.mutate(parsed.data, {
      onSuccess: (answer) => {
        setSent({ ...answer, email: parsed.data.email });
        setEmail("");
      },
    });
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied" });
    } catch {
      toast({ variant: "destructive", title: "Could not copy", description: "Select the link and copy it by hand." });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite a teammate</CardTitle>
        <CardDescription>The link works once, for {INVITATION_DAYS} days, and only for the address you enter.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
          <div className="min-w-0 flex-1 basis-56">
            <FormField id="invite-email" label="E-mail address" type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="invite-role">Role</Label>
            <select
              id="invite-role"
              className="h-10 rounded-md border border-input bg-card px-3 text-sm"
              value={role}
              onChange={(e) => setRole(e.target.value === "manager" ? "manager" : "rep")}
            >
              <option value="rep">Rep</option>
              <option value="manager">Manager</option>
            </select>
          </div>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? "Inviting…" : "Create invitation"}
          </Button>
        </form>
        {sent ? (
          <div className="grid gap-2 rounded-md border bg-muted/40 p-3" role="status">
            <Label htmlFor="invite-url">
              Invitation link for {sent.email}
              {sent.emailed ? " (also sent by e-mail)" : ""}
            </Label>
            <div className="flex gap-2">
              <Input id="invite-url" readOnly value={sent.inviteUrl} onFocus={(e) => e.target.select()} className="font-mono text-xs" />
              <Button type="button" variant="outline" onClick={() => void copy(sent.inviteUrl)}>
                <Copy aria-hidden="true" className="size-4" /> Copy
              </Button>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
