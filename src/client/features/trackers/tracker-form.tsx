import { useId, useState, type FormEvent } from "react";
import type { TrackerInput } from "@shared/trackers";
import { Button } from "@client/components/ui/button";
import { FormField } from "@client/components/ui/form-field";
import { Label } from "@client/components/ui/label";
import { Textarea } from "@client/components/ui/textarea";
import { SIDE_HINTS, SIDE_LABELS, SIDES } from "./sides";
import { validateTracker, type TrackerDraft, type TrackerErrors } from "./tracker-validation";

interface TrackerFormProps {
  initial: TrackerDraft;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal in words (a taken name, the 100-tracker limit), shown above the buttons. */
  serverError: string | null;
  onSubmit: (input: TrackerInput) => void;
  onCancel: () => void;
}

export const EMPTY_DRAFT: TrackerDraft = { name: "", phrasesText: "", side: "anyone" };

/** Name, phrases one per line, and who says them; checked with the server's own schema before sending. */
export function TrackerForm({ initial, submitLabel, pending, serverError, onSubmit, onCancel }: TrackerFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<TrackerDraft>(initial);
  const [errors, setErrors] = useState<TrackerErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateTracker(draft);
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.input);
  }

  const phrasesId = `${id}-phrases`;
  const sideId = `${id}-side`;
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label={submitLabel}>
      <FormField
        id={`${id}-name`}
        label="Name"
        value={draft.name}
        placeholder="Acme Corp"
        error={errors.name}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
      />
      <div className="grid gap-2">
        <Label htmlFor={phrasesId}>Words and phrases, one per line</Label>
        <Textarea
          id={phrasesId}
          rows={5}
          className="min-h-24"
          value={draft.phrasesText}
          placeholder={"acme\nacme corp"}
          aria-invalid={errors.phrases ? true : undefined}
          aria-describedby={`${phrasesId}-hint${errors.phrases ? ` ${phrasesId}-error` : ""}`}
          onChange={(event) => setDraft({ ...draft, phrasesText: event.target.value })}
        />
        <p id={`${phrasesId}-hint`} className="text-xs text-muted-foreground">
          Matched as whole words in any case, plurals too. Characters such as . * ( ) are taken as they are.
        </p>
        {errors.phrases ? (
          <p id={`${phrasesId}-error`} className="text-sm text-destructive">
            {errors.phrases}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={sideId}>Said by</Label>
        <select
          id={sideId}
          value={draft.side}
          aria-describedby={`${sideId}-hint`}
          onChange={(event) => {
            const side = SIDES.find((value) => value === event.target.value);
            if (side) setDraft({ ...draft, side });
          }}
          className="h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30 sm:w-60"
        >
          {SIDES.map((side) => (
            <option key={side} value={side}>
              {SIDE_LABELS[side]}
            </option>
          ))}
        </select>
        <p id={`${sideId}-hint`} className="text-xs text-muted-foreground">
          {SIDE_HINTS[draft.side]}.
        </p>
      </div>
      {serverError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
