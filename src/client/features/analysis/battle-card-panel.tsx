import { useId, useState } from "react";
import { Check, ChevronDown, Swords } from "lucide-react";
import type { BattleCardVerdict, CallBattleCard } from "@shared/trackers";
import { Badge, type BadgeVariant } from "@client/components/ui/badge";
import { cn } from "@client/lib/utils";
import { MomentLink } from "./moment-link";

/** The verdict in words that claim no more than a word overlap can tell. */
export const VERDICT_TEXT: Record<BattleCardVerdict, { label: string; variant: BadgeVariant }> = {
  used: { label: "Answer echoes the card", variant: "success" },
  partly: { label: "Answer echoes part of the card", variant: "warning" },
  not_used: { label: "Answer did not echo the card", variant: "destructive" },
  unsure: { label: "Can't tell if the card was used", variant: "outline" },
};

function Points({ title, points, matched }: { title: string; points: string[]; matched: ReadonlySet<string> }) {
  if (points.length === 0) return null;
  return (
    <div className="grid gap-1">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</h4>
      <ul className="grid gap-1">
        {points.map((point, index) => (
          <li key={index} className="flex items-start gap-2">
            {matched.has(point) ? (
              <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-label="Used in the answer" />
            ) : (
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-muted-foreground" />
            )}
            <span className="min-w-0 break-words">{point}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A tracker's battle card beside its mentions: collapsed to its verdict, opened to the card's points. */
export function BattleCardPanel({ entry }: { entry: CallBattleCard }) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const { card, usage } = entry;
  const verdict = VERDICT_TEXT[usage.verdict];
  const matched = new Set(usage.matchedPoints);
  return (
    <section className="grid gap-2 rounded-md border bg-muted/40 p-3" aria-label={`Battle card: ${entry.name}`}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen(!open)}
        className="flex w-full cursor-pointer flex-wrap items-center gap-2 rounded text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Swords className="size-4 text-primary" aria-hidden="true" />
        <span className="font-medium">Battle card</span>
        <Badge variant={verdict.variant}>{verdict.label}</Badge>
        <ChevronDown className={cn("ml-auto size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
      </button>
      <div id={contentId} hidden={!open} className="grid gap-3">
        <div className="grid gap-1">
          <p>{usage.note}</p>
          {usage.repAnswer ? (
            <p className="flex flex-wrap items-baseline gap-2 text-muted-foreground">
              <span>The answer judged:</span>
              <MomentLink seconds={usage.repAnswer.atSeconds} />
              <span className="min-w-0 break-words italic">“{usage.repAnswer.text}”</span>
            </p>
          ) : null}
          <p className="text-xs text-muted-foreground">Judged by the words the answer shares with the card, not by what it means.</p>
        </div>
        {card.summary ? <p className="break-words">{card.summary}</p> : null}
        <Points title="Why we win" points={card.whyWeWin} matched={matched} />
        <Points title="Landmines to lay" points={card.landmines} matched={matched} />
        {card.objections.length > 0 ? (
          <div className="grid gap-1">
            <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Objections and answers</h4>
            <dl className="grid gap-2">
              {card.objections.map((pair, index) => (
                <div key={index} className="grid gap-0.5">
                  <dt className="break-words font-medium">“{pair.objection}”</dt>
                  <dd className="flex items-start gap-2">
                    {matched.has(pair.answer) ? <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-label="Used in the answer" /> : null}
                    <span className="min-w-0 break-words">{pair.answer}</span>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
    </section>
  );
}
