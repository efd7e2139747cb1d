import { lazy, Suspense, type ReactNode } from "react";
import { BarChart3 } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "@client/components/page-header";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { useAnalyticsDashboard } from "@client/features/dashboard";
import { AnalyticsCards } from "./analytics-cards";
import { analysedCallCount, meddicRows, outcomeSlices, skillRows, trendRows } from "./analytics-data";
import { MeddicScorecard } from "./meddic-scorecard";
import { SkillList } from "./skill-list";
import { TrackerAnalyticsCard } from "./tracker-analytics";
import { TeamTrends } from "@client/features/team";

// recharts loads with the first chart drawn here, in its own chunk.
const charts = () => import("./analytics-charts");
const TrendsChart = lazy(async () => ({ default: (await charts()).TrendsChart }));
const SkillsRadar = lazy(async () => ({ default: (await charts()).SkillsRadar }));
const OutcomesPie = lazy(async () => ({ default: (await charts()).OutcomesPie }));

function ChartCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<p className="h-[320px] text-sm text-muted-foreground">Loading chart...</p>}>{children}</Suspense>
      </CardContent>
    </Card>
  );
}

/** SPEC §2 Analytics: four cards and four tabs over GET /api/analytics/dashboard. */
export function AnalyticsPage() {
  const { data, isPending, isError } = useAnalyticsDashboard();
  const header = <PageHeader title="Sales Analytics" description="How your calls and skills are trending." />;

  if (isPending) {
    return (
      <>
        {header}
        <p className="p-4 md:p-8 text-sm text-muted-foreground">Loading analytics...</p>
      </>
    );
  }
  if (isError) {
    return (
      <>
        {header}
        <p role="alert" className="p-4 md:p-8 text-sm text-destructive">
          Unable to load analytics.
        </p>
      </>
    );
  }
  if (analysedCallCount(data) === 0) {
    return (
      <>
        {header}
        <div className="grid gap-6 p-4 md:p-8">
          <TeamTrends />
          <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-16 text-center">
            <BarChart3 className="size-10 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-lg font-semibold">No Analytics Data Available</h2>
            <p className="max-w-md text-sm text-muted-foreground">
              Upload a call transcript; once it is analysed, your trends, skills and MEDDIC scorecard appear here.
            </p>
            <Button asChild variant="outline" size="sm">
              <Link href="/upload">Upload Transcript</Link>
            </Button>
          </div>
        </div>
      </>
    );
  }

  return (
    <>
      {header}
      <div className="grid gap-6 p-4 md:p-8">
        <AnalyticsCards data={data} />
        <TeamTrends />
        <Tabs defaultValue="trends">
          <TabsList>
            <TabsTrigger value="trends">Performance Trends</TabsTrigger>
            <TabsTrigger value="skills">Skills Analysis</TabsTrigger>
            <TabsTrigger value="meddic">MEDDIC Scorecard</TabsTrigger>
            <TabsTrigger value="outcomes">Call Outcomes</TabsTrigger>
            <TabsTrigger value="trackers">Trackers</TabsTrigger>
          </TabsList>
          <TabsContent value="trends">
            <ChartCard title="Performance Trends" description="Daily average AI score and conversion rate, last 90 days.">
              <TrendsChart rows={trendRows(data)} />
            </ChartCard>
          </TabsContent>
          <TabsContent value="skills">
            <ChartCard title="Skills Analysis" description="Each skill scored 0 to 100 across your analysed calls.">
              <div className="grid items-center gap-6 md:grid-cols-[3fr_2fr]">
                <SkillsRadar rows={skillRows(data)} />
                <SkillList data={data} />
              </div>
            </ChartCard>
          </TabsContent>
          <TabsContent value="meddic">
            <Card>
              <CardHeader>
                <CardTitle>MEDDIC Scorecard</CardTitle>
              </CardHeader>
              <CardContent>
                <MeddicScorecard rows={meddicRows(data)} />
              </CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="outcomes">
            <ChartCard title="Call Outcomes" description="Analysed calls by their conversion probability.">
              <OutcomesPie slices={outcomeSlices(data)} />
            </ChartCard>
          </TabsContent>
          <TabsContent value="trackers">
            <TrackerAnalyticsCard />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
