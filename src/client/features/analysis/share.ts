import { toast } from "@client/lib/toast";

/** Share: the page's own address on the clipboard. Where the browser refuses, the link is shown to copy by hand. */
export async function copyPageLink(): Promise<void> {
  const url = window.location.href;
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: "Link copied", description: "The link to this analysis is on your clipboard." });
  } catch {
    toast({ variant: "destructive", title: "Could not copy the link", description: url });
  }
}
