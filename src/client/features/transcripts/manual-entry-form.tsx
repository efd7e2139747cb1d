import { useId, useState, type FormEvent } from "react";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Textarea } from "@client/components/ui/textarea";
import { hasWords } from "@shared/transcripts";
import { toast } from "@client/lib/toast";

interface ManualEntryFormProps {
  /** True while any upload runs: inputs and the button are disabled (SPEC §4 Forms). */
  disabled: boolean;
  /** True while this form's own text is being sent. */
  processing: boolean;
  /** Sends the text; `clear` empties the fields once the server accepted it. */
  onSubmit: (input: { name: string; content: string }, clear: () => void) => void;
}

/** SPEC §5 manual entry: an optional name and content that must hold words (not blank, not only "...."). */
export function ManualEntryForm({ disabled, processing, onSubmit }: ManualEntryFormProps) {
  const nameId = useId();
  const contentId = useId();
  const [name, setName] = useState("");
  const [content, setContent] = useState("");

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!hasWords(content)) {
      toast({ variant: "destructive", title: "Error", description: "Please enter transcript content" });
      return;
    }
    onSubmit({ name, content }, () => {
      setName("");
      setContent("");
    });
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="grid gap-2">
        <Label htmlFor={nameId}>Transcript name (optional)</Label>
        <Input
          id={nameId}
          name="name"
          placeholder="Manual Entry"
          maxLength={200}
          value={name}
          disabled={disabled}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={contentId}>Transcript content</Label>
        <Textarea
          id={contentId}
          name="content"
          rows={10}
          placeholder={"Paste your call transcript here, e.g.\nDana Reyes: Thanks for joining today.\nSam Patel: Happy to be here."}
          value={content}
          disabled={disabled}
          onChange={(event) => setContent(event.target.value)}
        />
      </div>
      <Button type="submit" className="justify-self-start" disabled={disabled || content.length === 0}>
        {processing ? "Processing..." : "Analyze Transcript"}
      </Button>
    </form>
  );
}
