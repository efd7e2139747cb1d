import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "wouter";
import { signInSchema, type SignInInput } from "@shared/auth";
import { Button } from "@client/components/ui/button";
import { Card, CardContent } from "@client/components/ui/card";
import { FormField } from "@client/components/ui/form-field";
import { AuthScreen } from "./auth-screen";
import { Divider, GoogleButton, MicrosoftButton } from "./oauth-buttons";
import { useLogin } from "./use-auth-mutations";

/** SPEC §2 Sign-in screen, served at /login and /signin. */
export function SignInPage() {
  const login = useLogin();
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;
  // After success the page is about to reload: stay busy so the form cannot be sent twice.
  const busy = login.isPending || login.isSuccess;

  return (
    <AuthScreen heading="Welcome back" subtitle="Sign in to your AI sales coaching platform">
      <Card>
        <CardContent className="pt-6">
          <fieldset disabled={busy} className="grid gap-4">
            <GoogleButton />
            <MicrosoftButton />
            <Divider label="or sign in with email" />
            <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((input) => login.mutate(input))}>
              <FormField
                id="signin-email"
                label="Email"
                type="email"
                autoComplete="email"
                placeholder="you@company.com"
                error={errors.email?.message}
                {...form.register("email")}
              />
              <FormField
                id="signin-password"
                label="Password"
                type="password"
                autoComplete="current-password"
                error={errors.password?.message}
                {...form.register("password")}
              />
              <Button type="submit" className="w-full">
                {busy ? "Signing in..." : "Sign in"}
              </Button>
            </form>
            <Divider label="OR CONTINUE WITH" />
            <GoogleButton />
          </fieldset>
          <p className="mt-6 text-center text-sm text-muted-foreground">
            Don&apos;t have an account?{" "}
            <Link href="/signup" className="font-medium text-primary hover:underline">
              Sign up
            </Link>
          </p>
        </CardContent>
      </Card>
    </AuthScreen>
  );
}
