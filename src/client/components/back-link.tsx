import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@client/components/ui/button";

/** The "Back to …" button in a page header (SPEC §2: upload, schedule bot, calendar settings). */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <Button asChild variant="outline">
      <Link href={href}>
        <ArrowLeft aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
