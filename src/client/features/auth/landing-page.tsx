import { Link } from "wouter";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { AuthScreen } from "./auth-screen";

/** SPEC §1/§2: what a signed-out visitor sees at /. */
export function LandingPage() {
  return (
    <AuthScreen
      heading="Welcome to Rapport"
      subtitle="AI sales coaching that scores every call and shows your reps how to win the next one."
    >
      <Card>
        <CardHeader>
          <CardTitle>Get Started</CardTitle>
          <CardDescription>Sign in to your account or create a new one.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <Button asChild className="w-full">
            <Link href="/login">Sign In</Link>
          </Button>
          <Button asChild variant="outline" className="w-full">
            <Link href="/signup">Create Account</Link>
          </Button>
        </CardContent>
      </Card>
    </AuthScreen>
  );
}
