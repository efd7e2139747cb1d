import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "wouter";
import { signUpSchema, type SignUpInput } from "@shared/auth";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { FormField } from "@client/components/ui/form-field";
import { AuthScreen } from "./auth-screen";
import { Divider, GoogleButton, MicrosoftButton } from "./oauth-buttons";
import { useSignup } from "./use-auth-mutations";

/** SPEC §2 Signup screen. */
export function SignUpPage() {
  const signup = useSignup();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const { errors } = form.formState;
  // After success the page is about to reload: stay busy so the account is not submitted twice.
  const busy = signup.isPending || signup.isSuccess;

  return (
    <AuthScreen heading="Join Rapport" subtitle="Start your AI-powered sales journey">
      <Card>
        <CardHeader>
          <CardTitle>Create your account</CardTitle>
          <CardDescription>Choose your preferred method to get started</CardDescription>
        </CardHeader>
        <CardContent>
          <fieldset disabled={busy} className="grid gap-4">
            <GoogleButton />
            <MicrosoftButton />
            <Divider label="or sign up with email" />
            <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((input) => signup.mutate(input))}>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  id="signup-first-name"
                  label="First name"
                  autoComplete="given-name"
                  error={errors.firstName?.message}
                  {...form.register("firstName")}
                />
                <FormField
                  id="signup-last-name"
                  label="Last name"
                  autoComplete="family-name"
                  error={errors.lastName?.message}
                  {...form.register("lastName")}
                />
              </div>
              <FormField
                id="signup-email"
                label="Email address"
                type="email"
                autoComplete="email"
                placeholder="you@company.com"
                error={errors.email?.message}
                {...form.register("email")}
              />
              <FormField
                id="signup-password"
                label="Password"
                type="password"
                autoComplete="new-password"
                error={errors.password?.message}
                {...form.register("password")}
              />
              <Button type="submit" className="w-full">
                {busy ? "Creating account..." : "Create account"}
              </Button>
            </form>
          </fieldset>
          <p className="mt-6 text-center text-sm text-muted-foreground">
            Already have an account?{" "}
            <Link href="/login" className="font-medium text-primary hover:underline">
              Sign in
            </Link>
          </p>
        </CardContent>
      </Card>
    </AuthScreen>
  );
}
