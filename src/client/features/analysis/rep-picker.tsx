import { useState } from "react";
import type { SpeakerLabel } from "./speaker-names";

interface RepPickerProps {
  labels: Map<number, SpeakerLabel>;
  disabled: boolean;
  /** The choice being saved, shown at once so the ticked box stays ticked while the server answers. */
  pending?: number[];
  /** Saves the speakers now on our side, ascending, never empty; settles when the save has ended. */
  onChange: (ours: number[]) => Promise<unknown>;
}

/**
 * "Who is on our side?": one native checkbox per speaker (the rep and any teammates), so it works by
 * keyboard and screen reader. The last one ticked cannot be cleared: an analysis needs someone selling.
 */
export function RepPicker({ labels, disabled, pending, onChange }: RepPickerProps) {
  const speakers = [...labels.values()];
  // The click's choice, held from the click itself: the save reports itself pending a tick later, and
  // until then the controlled box would snap back. Dropped when the save ends, saved or refused.
  const [clicked, setClicked] = useState<number[] | null>(null);
  const ours = pending ?? clicked ?? speakers.filter((label) => label.rep).map((label) => label.speaker);
  const toggle = (speaker: number, checked: boolean) => {
    const next = checked ? [...ours, speaker].sort((a, b) => a - b) : ours.filter((s) => s !== speaker);
    setClicked(next);
    void onChange(next).finally(() => setClicked(null));
  };
  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-3" disabled={disabled}>
      <legend className="float-left mr-2 text-sm font-medium">Who is on our side?</legend>
      {speakers.map((label) => {
        const checked = ours.includes(label.speaker);
        return (
          <label key={label.speaker} className="flex items-center gap-1.5 text-sm has-[:disabled]:opacity-50">
            <input
              type="checkbox"
              checked={checked}
              disabled={checked && ours.length === 1}
              onChange={(event) => toggle(label.speaker, event.target.checked)}
              className="size-4 accent-blue-600"
            />
            {label.name}
          </label>
        );
      })}
    </fieldset>
  );
}
