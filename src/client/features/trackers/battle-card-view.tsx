import type { BattleCard } from "@shared/trackers";
import { useBattleCard } from "./use-battle-card";
import { refusalText } from "./use-trackers";

function Section({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="grid gap-1">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</h4>
      <ul className="list-disc space-y-1 pl-5">
        {items.map((item, index) => (
          <li key={index} className="break-words">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

function CardText({ card }: { card: BattleCard }) {
  return (
    <div className="grid gap-3">
      {card.summary ? <p className="break-words">{card.summary}</p> : null}
      <Section title="Why we win" items={card.whyWeWin} />
      <Section title="Landmines to lay" items={card.landmines} />
      {card.objections.length > 0 ? (
        <div className="grid gap-1">
          <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Objections and answers</h4>
          <dl className="grid gap-2">
            {card.objections.map((pair, index) => (
              <div key={index} className="grid gap-0.5">
                <dt className="break-words font-medium">“{pair.objection}”</dt>
                <dd className="break-words">{pair.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </div>
  );
}

/** A team tracker's card as a rep reads it: the managers write it. */
export function BattleCardView({ trackerId }: { trackerId: string }) {
  const query = useBattleCard(trackerId);
  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading the battle card…</p>;
  if (query.isError) return <p className="text-sm text-destructive">{refusalText(query.error, "The battle card could not be loaded. Please try again.")}</p>;
  return <CardText card={query.data} />;
}
