/** Stands in for a tab whose every section was hidden because its stored JSON could not be read. */
export function UnreadableNote() {
  return (
    <p className="rounded-xl border border-dashed bg-card px-6 py-12 text-center text-sm text-muted-foreground">
      Nothing to show here for this call.
    </p>
  );
}
