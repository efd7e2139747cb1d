/**
 * What both trainers (sentence-trainer.ts, side-trainer.ts) share: a sorted vocabulary of the features seen
 * in at least `minCount` examples (rarer ones would only memorise), each example as the ids of its known
 * features, and the seeded Fisher–Yates shuffle of the example order before each epoch.
 */
export function sparseVocabulary(lists: readonly string[][], minCount: number): { features: string[]; rows: number[][]; id: ReadonlyMap<string, number> } {
  const counts = new Map<string, number>();
  for (const list of lists) for (const feature of list) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const features = [...counts].filter(([, count]) => count >= minCount).map(([feature]) => feature).sort();
  const id = new Map(features.map((feature, i) => [feature, i]));
  const rows = lists.map((list) => list.map((feature) => id.get(feature)).filter((i): i is number => i !== undefined));
  return { features, rows, id };
}

export function shuffleInPlace(order: number[], next: () => number): void {
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
}
