import { SKILLS, type AnalyticsDashboard } from "@shared/dashboard";

/** The radar's figures as text: each skill's score out of 100, or why there is none. */
export function SkillList({ data }: { data: AnalyticsDashboard }) {
  return (
    <ul aria-label="Skill scores" className="grid gap-2 text-sm">
      {SKILLS.map((skill) => {
        const score = data.skillsBreakdown[skill] ?? null;
        return (
          <li key={skill} className="flex justify-between gap-4 border-b pb-2 last:border-0">
            <span>{skill}</span>
            <span className="tabular-nums text-muted-foreground">{score === null ? "No data yet" : `${score}/100`}</span>
          </li>
        );
      })}
    </ul>
  );
}
