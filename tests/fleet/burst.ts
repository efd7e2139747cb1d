import http from "node:http";

export interface BurstResult {
  /** Requests fully sent before `signalAt`, and what became of each. */
  sentBefore: { status?: number; error?: string }[];
  /** Requests sent at or after it: a closing server may refuse these, and a client would retry them. */
  sentAfter: { status?: number; error?: string }[];
}

/**
 * `clients` keep-alive connections each sending GET `path` back to back until `stopAfterMs`. `signal`
 * runs once `signalAfterMs` has passed; every request records whether it was fully written before then.
 */
export async function keepAliveBurst(options: {
  baseUrl: string;
  path: string;
  headers?: Record<string, string>;
  clients: number;
  signalAfterMs: number;
  stopAfterMs: number;
  signal: () => void;
}): Promise<BurstResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
  const result: BurstResult = { sentBefore: [], sentAfter: [] };
  let signalled = false;
  const started = Date.now();
  const timer = setTimeout(() => {
    signalled = true;
    options.signal();
  }, options.signalAfterMs);

  const once = () =>
    new Promise<{ sentBeforeSignal: boolean; status?: number; error?: string }>((resolve) => {
      let sentBeforeSignal = false;
      const request = http.get(`${options.baseUrl}${options.path}`, { agent, headers: options.headers }, (response) => {
        response.resume();
        response.on("end", () => resolve({ sentBeforeSignal, status: response.statusCode }));
        response.on("error", (error) => resolve({ sentBeforeSignal, error: error.message }));
      });
      request.on("finish", () => (sentBeforeSignal = !signalled));
      request.on("error", (error: NodeJS.ErrnoException) => resolve({ sentBeforeSignal, error: error.code ?? error.message }));
    });

  const client = async () => {
    while (Date.now() - started < options.stopAfterMs) {
      const outcome = await once();
      (outcome.sentBeforeSignal ? result.sentBefore : result.sentAfter).push({ status: outcome.status, error: outcome.error });
      // A closing server said so (503 or a refused connection): this client is done with it.
      if (signalled && (outcome.error || outcome.status === 503)) break;
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  clearTimeout(timer);
  agent.destroy();
  return result;
}
