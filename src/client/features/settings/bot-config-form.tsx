import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { CurrentUser } from "@shared/auth";
import { botConfigSchema, type BotConfigInput } from "@shared/account";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { FormField } from "@client/components/ui/form-field";
import { Label } from "@client/components/ui/label";
import { Textarea } from "@client/components/ui/textarea";
import { useSaveBotConfig } from "./use-account";

/** SPEC §2 Account › Bot Configuration: the meeting bot's name and what it says when it joins. */
export function BotConfigForm({ user }: { user: CurrentUser }) {
  const save = useSaveBotConfig();
  const form = useForm<BotConfigInput>({
    resolver: zodResolver(botConfigSchema),
    values: { botName: user.botName, botEntryMessage: user.botEntryMessage },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const messageError = errors.botEntryMessage?.message;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Bot Configuration</CardTitle>
        <CardDescription>How your AI meeting bot introduces itself on calls.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit((input) => save.mutate(input))}>
          <fieldset disabled={save.isPending} className="grid gap-4">
            <FormField id="bot-name" label="Bot name" error={errors.botName?.message} {...form.register("botName")} />
            <div className="grid gap-2">
              <Label htmlFor="bot-entry-message">Entry message</Label>
              <Textarea
                id="bot-entry-message"
                rows={3}
                className="min-h-0"
                aria-invalid={messageError ? true : undefined}
                aria-describedby={messageError ? "bot-entry-message-error" : undefined}
                {...form.register("botEntryMessage")}
              />
              {messageError ? (
                <p id="bot-entry-message-error" className="text-sm text-destructive">
                  {messageError}
                </p>
              ) : null}
            </div>
            <div>
              <Button type="submit">{save.isPending ? "Saving..." : "Save Bot Settings"}</Button>
            </div>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
