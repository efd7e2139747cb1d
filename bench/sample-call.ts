/**
 * A 60-minute, two-speaker sales call of about 9,000 words in `[hh:mm:ss] Name: text` form, built
 * from realistic sentences (deterministic, so every run measures the same input).
 */
const REP = [
  "Thanks for making the time today, I know the end of the quarter is busy.",
  "What does your team's process for reviewing calls look like right now?",
  "How many reps are on the team, and how long does it take a new hire to ramp?",
  "We help revenue teams coach every call automatically, so managers can focus on the deals that matter.",
  "Let me show you how the scorecard highlights the moments where a deal was won or lost.",
  "Who else would be involved in evaluating a tool like this?",
  "I'll send you the pricing and a short security overview by Friday.",
  "Customers like yours usually see ramp time drop by about a third in the first quarter.",
];
const CUSTOMER = [
  "Honestly, our managers listen to maybe two calls a week, and that is on a good week.",
  "We have forty two reps, and ramp takes around five months, which costs us a lot of pipeline.",
  "Our win rate dropped to eighteen percent this year and nobody can tell me exactly why.",
  "The VP of Sales owns the budget, and anything over fifty thousand dollars needs the CFO to sign off.",
  "We would need it to integrate with Salesforce and pass our security review before procurement.",
  "I'm worried about the price, to be frank, because we just renewed two other tools.",
  "If the pilot goes well I can champion this with my boss and get it on the agenda next month.",
  "That sounds useful, could you send the case study you mentioned?",
];

export function sampleCall(targetWords = 9_000, minutes = 60): string {
  const lines: string[] = [];
  let words = 0;
  let i = 0;
  const sentences: string[] = [];
  while (words < targetWords) {
    const rep = i % 2 === 0;
    const pool = rep ? REP : CUSTOMER;
    const text = [pool[i % pool.length]!, pool[(i * 3 + 1) % pool.length]!].join(" ");
    sentences.push(`${rep ? "Dana Reyes" : "Sam Patel"}: ${text}`);
    words += text.split(/\s+/).length;
    i += 1;
  }
  const step = (minutes * 60) / sentences.length;
  sentences.forEach((sentence, n) => {
    const s = Math.floor(n * step);
    const hh = String(Math.floor(s / 3600)).padStart(2, "0");
    const mm = String(Math.floor((s % 3600) / 60)).padStart(2, "0");
    const ss = String(s % 60).padStart(2, "0");
    lines.push(`[${hh}:${mm}:${ss}] ${sentence}`);
  });
  return lines.join("\n");
}
