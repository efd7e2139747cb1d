import type { ComponentProps } from "react";
import { Input } from "./input";
import { Label } from "./label";

type FormFieldProps = ComponentProps<"input"> & {
  id: string;
  label: string;
  /** The validation message shown under the input; also marks the input invalid for assistive tech. */
  error?: string;
};

/** A labelled input with its validation message, wired with htmlFor/id and aria-describedby. */
export function FormField({ id, label, error, ...inputProps }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
