import { Label } from "@client/components/ui/label";
import type { SpeakerLabel } from "./speaker-names";

interface RepPickerProps {
  labels: Map<number, SpeakerLabel>;
  disabled: boolean;
  onChange: (speaker: number) => void;
}

/** "Who is the rep?": a native select, so it works by keyboard, screen reader and label everywhere. */
export function RepPicker({ labels, disabled, onChange }: RepPickerProps) {
  const speakers = [...labels.values()];
  const rep = speakers.find((label) => label.rep);
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="rep-picker">Who is the rep?</Label>
      <select
        id="rep-picker"
        value={rep ? String(rep.speaker) : ""}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-9 rounded-md border border-input bg-card px-2 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {rep ? null : (
          <option value="" disabled>
            Choose a speaker
          </option>
        )}
        {speakers.map((label) => (
          <option key={label.speaker} value={String(label.speaker)}>
            {label.name}
          </option>
        ))}
      </select>
    </div>
  );
}
