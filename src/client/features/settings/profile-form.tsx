import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { CurrentUser } from "@shared/auth";
import { profileSchema, type ProfileForm as ProfileFields, type ProfileInput } from "@shared/account";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { FormField } from "@client/components/ui/form-field";
import { useSaveProfile } from "./use-account";

/** SPEC §2 Account › Profile Information: e-mail read-only; role is a free-text job title. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const save = useSaveProfile();
  const form = useForm<ProfileFields, unknown, ProfileInput>({
    resolver: zodResolver(profileSchema),
    // Follows the current user when it is read again after a save; what is being typed stays.
    values: { firstName: user.firstName, lastName: user.lastName, company: user.company ?? "", role: user.role ?? "" },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Information</CardTitle>
        <CardDescription>Your name and role appear in your call analyses.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit((input) => save.mutate(input))}>
          <fieldset disabled={save.isPending} className="grid gap-4">
            <FormField id="profile-email" label="Email" type="email" value={user.email} readOnly />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="profile-first-name" label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register("firstName")} />
              <FormField id="profile-last-name" label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...form.register("lastName")} />
            </div>
            <FormField id="profile-company" label="Company" autoComplete="organization" error={errors.company?.message} {...form.register("company")} />
            <FormField id="profile-role" label="Job title" autoComplete="organization-title" placeholder="e.g. Account Executive" error={errors.role?.message} {...form.register("role")} />
            <div>
              <Button type="submit">{save.isPending ? "Saving..." : "Save Profile"}</Button>
            </div>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
