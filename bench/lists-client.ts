/**
 * The load generator of bench/lists.bench.ts, in its own process (forked by the bench): browsers are not
 * in the web process, so their HTTP work must not be charged to it. With the clients in the server's
 * process, each request's latency at 10 connections also waited for nine clients' parsing, and the CPU
 * per request mixed both. The bench sends one job at a time and gets back the latencies and this process'
 * own CPU time.
 */
import http from "node:http";

export interface RequestSpec {
  path: string;
  headers: Record<string, string>;
  status: number;
}

export type ClientJob =
  | { kind: "load"; base: string; total: number; connections: number; requests: RequestSpec[] }
  | { kind: "soak"; base: string; seconds: number; tabs: number; pollMs: number; cookie: string; reads: string[] };

export type ClientAnswer =
  | { kind: "load"; samples: number[]; clientCpuMs: number }
  | { kind: "soak"; polls: number; answered200: number; answered304: number }
  | { kind: "error"; message: string };

interface Answer {
  status: number;
  bytes: number;
  etag: string | undefined;
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });

export function request(base: URL, pathAndQuery: string, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get({ host: base.hostname, port: base.port, path: pathAndQuery, headers, agent }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, etag: res.headers.etag, ms: performance.now() - started }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

/** `total` requests over `connections` concurrent loops, request i being requests[i % length]. */
async function load(job: Extract<ClientJob, { kind: "load" }>): Promise<ClientAnswer> {
  const base = new URL(job.base);
  const samples: number[] = [];
  const cpuBefore = process.cpuUsage();
  let issued = 0;
  const loop = async () => {
    while (issued < job.total) {
      const { path, headers, status } = job.requests[issued++ % job.requests.length]!;
      const answer = await request(base, path, headers);
      if (answer.status !== status) throw new Error(`${path} answered ${answer.status}, expected ${status}`);
      samples.push(answer.ms);
    }
  };
  await Promise.all(Array.from({ length: job.connections }, loop));
  const cpu = process.cpuUsage(cpuBefore);
  return { kind: "load", samples, clientCpuMs: (cpu.user + cpu.system) / 1000 };
}

/** Tabs polling the Recordings page's reads every pollMs with the tag of their last answer, as the client does. */
async function soak(job: Extract<ClientJob, { kind: "soak" }>): Promise<ClientAnswer> {
  const base = new URL(job.base);
  const tags = new Map<string, string>();
  let [polls, answered200, answered304] = [0, 0, 0];
  const stopAt = Date.now() + job.seconds * 1000;
  const tab = async (index: number) => {
    // Tabs start spread over the interval, as real ones would.
    await new Promise((resolve) => setTimeout(resolve, (index * job.pollMs) / job.tabs));
    while (Date.now() < stopAt) {
      for (const url of job.reads) {
        const key = `${index} ${url}`;
        const tag = tags.get(key);
        const answer = await request(base, url, { cookie: job.cookie, ...(tag ? { "if-none-match": tag } : {}) });
        if (answer.status === 200 && answer.etag) tags.set(key, answer.etag);
        if (answer.status === 200) answered200 += 1;
        else if (answer.status === 304) answered304 += 1;
        else throw new Error(`${url} answered ${answer.status} during the soak`);
        polls += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, job.pollMs));
    }
  };
  await Promise.all(Array.from({ length: job.tabs }, (_, i) => tab(i)));
  return { kind: "soak", polls, answered200, answered304 };
}

if (process.env.LISTS_BENCH_CLIENT === "1" && process.send) {
  process.on("message", (job: ClientJob) => {
    (job.kind === "load" ? load(job) : soak(job))
      .then((answer) => process.send!(answer))
      .catch((error: unknown) => process.send!({ kind: "error", message: String(error) } satisfies ClientAnswer));
  });
}
