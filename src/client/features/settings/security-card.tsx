import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { passwordChangeSchema, type PasswordChangeInput } from "@shared/account";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { FormField } from "@client/components/ui/form-field";
import { useChangePassword } from "./use-account";

const EMPTY: PasswordChangeInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** SPEC §2 Account › Security. Changing the password signs out the user's other sessions. */
export function SecurityCard() {
  const change = useChangePassword();
  const form = useForm<PasswordChangeInput>({ resolver: zodResolver(passwordChangeSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Security</CardTitle>
        <CardDescription>Changing your password signs you out everywhere else.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={form.handleSubmit((input) => change.mutate(input, { onSuccess: () => form.reset(EMPTY) }))}
        >
          <fieldset disabled={change.isPending} className="grid gap-4">
            <FormField id="current-password" label="Current password" type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...form.register("currentPassword")} />
            <FormField id="new-password" label="New password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...form.register("newPassword")} />
            <FormField id="confirm-password" label="Confirm new password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register("confirmPassword")} />
            <div>
              <Button type="submit">{change.isPending ? "Updating..." : "Update Password"}</Button>
            </div>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
