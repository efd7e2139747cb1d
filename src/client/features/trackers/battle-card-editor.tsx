import { useId, useState, type FormEvent } from "react";
import { Plus, X } from "lucide-react";
import { BATTLE_CARD_LIMITS, type BattleCard } from "@shared/trackers";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Textarea } from "@client/components/ui/textarea";
import { validateCard, withoutBlankRows, type CardErrors } from "./battle-card-validation";
import { CardListEditor } from "./card-list-editor";
import { useBattleCard, useSaveBattleCard } from "./use-battle-card";
import { refusalText } from "./use-trackers";

/** A tracker's battle card, loaded then edited: the editor opens once the saved card is in. */
export function BattleCardEditor({ trackerId, trackerName, onClose }: { trackerId: string; trackerName: string; onClose: () => void }) {
  const query = useBattleCard(trackerId);
  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading the battle card…</p>;
  if (query.isError) return <p className="text-sm text-destructive">{refusalText(query.error, "The battle card could not be loaded. Please try again.")}</p>;
  return <BattleCardForm trackerId={trackerId} trackerName={trackerName} saved={query.data} onClose={onClose} />;
}

function BattleCardForm({ trackerId, trackerName, saved, onClose }: { trackerId: string; trackerName: string; saved: BattleCard; onClose: () => void }) {
  const id = useId();
  const [card, setCard] = useState<BattleCard>(saved);
  const [errors, setErrors] = useState<CardErrors>({});
  const save = useSaveBattleCard(trackerId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const cleaned = withoutBlankRows(card);
    setCard(cleaned);
    const result = validateCard(cleaned);
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate(result.card);
  }

  const setObjection = (index: number, part: "objection" | "answer", value: string) =>
    setCard({ ...card, objections: card.objections.map((pair, i) => (i === index ? { ...pair, [part]: value } : pair)) });

  const summaryId = `${id}-summary`;
  return (
    <form className="grid gap-6" onSubmit={submit} noValidate aria-label={`Battle card for ${trackerName}`}>
      <div className="grid gap-2">
        <Label htmlFor={summaryId}>Summary</Label>
        <Textarea
          id={summaryId}
          rows={3}
          className="min-h-20"
          value={card.summary}
          placeholder="Who they are, who they sell to, where they are strong."
          aria-invalid={errors.summary ? true : undefined}
          aria-describedby={errors.summary ? `${summaryId}-error` : undefined}
          onChange={(event) => setCard({ ...card, summary: event.target.value })}
        />
        {errors.summary ? (
          <p id={`${summaryId}-error`} className="text-sm text-destructive">
            {errors.summary}
          </p>
        ) : null}
      </div>
      <CardListEditor
        field="whyWeWin"
        title="Why we win"
        item="Point"
        placeholder="Set up in a day, not a quarter"
        values={card.whyWeWin}
        errors={errors}
        onChange={(whyWeWin) => setCard({ ...card, whyWeWin })}
      />
      <CardListEditor
        field="landmines"
        title="Landmines to lay"
        item="Landmine"
        placeholder="Ask how long their last rollout took"
        values={card.landmines}
        errors={errors}
        onChange={(landmines) => setCard({ ...card, landmines })}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Objections and answers</legend>
        {card.objections.length === 0 ? <p className="text-sm text-muted-foreground">None yet.</p> : null}
        <ol className="grid gap-4">
          {card.objections.map((pair, index) => {
            const objectionError = errors[`objections.${index}.objection`] ?? errors[`objections.${index}`];
            const answerError = errors[`objections.${index}.answer`];
            return (
              <li key={index} className="grid gap-2 rounded-md border p-3">
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm font-medium">Objection {index + 1}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove objection ${index + 1}`}
                    onClick={() => setCard({ ...card, objections: card.objections.filter((_, i) => i !== index) })}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
                <Input
                  aria-label={`Objection ${index + 1}`}
                  placeholder="They are cheaper"
                  value={pair.objection}
                  aria-invalid={objectionError ? true : undefined}
                  onChange={(event) => setObjection(index, "objection", event.target.value)}
                />
                {objectionError ? <p className="text-sm text-destructive">{objectionError}</p> : null}
                <Textarea
                  aria-label={`Answer ${index + 1}`}
                  rows={2}
                  className="min-h-16"
                  placeholder="Compare the cost of a year, set-up and seats included"
                  value={pair.answer}
                  aria-invalid={answerError ? true : undefined}
                  onChange={(event) => setObjection(index, "answer", event.target.value)}
                />
                {answerError ? <p className="text-sm text-destructive">{answerError}</p> : null}
              </li>
            );
          })}
        </ol>
        {errors.objections ? <p className="text-sm text-destructive">{errors.objections}</p> : null}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={card.objections.length >= BATTLE_CARD_LIMITS.objections}
            onClick={() => setCard({ ...card, objections: [...card.objections, { objection: "", answer: "" }] })}
          >
            <Plus aria-hidden="true" /> Add objection
          </Button>
        </div>
      </fieldset>
      {save.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {refusalText(save.error, "The battle card could not be saved. Please try again.")}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save battle card"}
        </Button>
        <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
          Close
        </Button>
      </div>
    </form>
  );
}
