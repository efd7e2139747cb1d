import { Link } from "wouter";
import { Button } from "@client/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@client/components/ui/card";

/** /join/{token} while signed out: an account comes first, then the same link joins the team. */
export function JoinSignedOutPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>You're invited to a team on Rapport</CardTitle>
          <CardDescription>
            Sign in, or create an account with the address the invitation was sent to, then open this invitation link again to join.
          </CardDescription>
        </CardHeader>
        <CardFooter className="flex gap-2">
          <Button asChild>
            <Link href="/signup">Create Account</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link href="/login">Sign In</Link>
          </Button>
        </CardFooter>
      </Card>
    </main>
  );
}
