import { useId } from "react";
import { Plus, X } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import type { CardErrors } from "./battle-card-validation";

interface CardListEditorProps {
  /** "whyWeWin" or "landmines": where its messages are keyed. */
  field: string;
  title: string;
  /** What one entry is, for the buttons' and inputs' names ("Point", "Landmine"). */
  item: string;
  placeholder: string;
  values: string[];
  errors: CardErrors;
  onChange: (values: string[]) => void;
}

/** A list of short lines with a row each, added and removed one at a time. */
export function CardListEditor({ field, title, item, placeholder, values, errors, onChange }: CardListEditorProps) {
  const id = useId();
  const listError = errors[field];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{title}</legend>
      {values.length === 0 ? <p className="text-sm text-muted-foreground">None yet.</p> : null}
      <ul className="grid gap-2">
        {values.map((value, index) => {
          const error = errors[`${field}.${index}`];
          const errorId = `${id}-${index}-error`;
          return (
            <li key={index} className="grid gap-1">
              <div className="flex items-center gap-2">
                <Input
                  aria-label={`${item} ${index + 1}`}
                  value={value}
                  placeholder={placeholder}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  onChange={(event) => onChange(values.map((old, i) => (i === index ? event.target.value : old)))}
                />
                <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${item.toLowerCase()} ${index + 1}`} onClick={() => onChange(values.filter((_, i) => i !== index))}>
                  <X aria-hidden="true" />
                </Button>
              </div>
              {error ? (
                <p id={errorId} className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {listError ? <p className="text-sm text-destructive">{listError}</p> : null}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...values, ""])}>
          <Plus aria-hidden="true" /> Add {item.toLowerCase()}
        </Button>
      </div>
    </fieldset>
  );
}
