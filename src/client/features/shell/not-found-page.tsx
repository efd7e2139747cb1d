import { CircleAlert } from "lucide-react";
import { Card, CardContent } from "@client/components/ui/card";

/** SPEC §2: any signed-in path the router does not know. */
export function NotFoundPage() {
  return (
    <div className="flex min-h-[70vh] items-center justify-center p-4 md:p-8">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <CircleAlert className="size-8 text-red-500" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        </CardContent>
      </Card>
    </div>
  );
}
