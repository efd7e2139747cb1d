import { useState, type FormEvent } from "react";
import { createTeamSchema } from "@shared/teams";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { FormField } from "@client/components/ui/form-field";
import { useCreateTeam } from "./use-team";

export function CreateTeamForm() {
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const create = useCreateTeam();
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createTeamSchema.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    create.mutate(parsed.data.name);
  }
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>Create your team</CardTitle>
        <CardDescription>You become its manager and can invite your reps.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FormField id="team-name" label="Team name" value={name} onChange={(e) => setName(e.target.value)} error={error} />
          <Button type="submit" disabled={create.isPending} className="justify-self-start">
            {create.isPending ? "Creating…" : "Create team"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
