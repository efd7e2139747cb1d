import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakeServer {
  /** e.g. http://127.0.0.1:12345/v1 */
  baseURL: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

type Reply = { status?: number; json: unknown };

/** An HTTP server on 127.0.0.1 answering each JSON request with what the handler returns. */
export async function startFakeServer(handler: (request: RecordedRequest, index: number) => Reply): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      const request = { path: req.url ?? "", headers: req.headers, body: JSON.parse(raw || "{}") as Record<string, unknown> };
      requests.push(request);
      const reply = handler(request, requests.length - 1);
      res.writeHead(reply.status ?? 200, { "content-type": "application/json" });
      res.end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const created = 1_790_000_000;

/** OpenAI Chat Completions' answer shape (what Ollama, vLLM and LM Studio also return). */
export function chatCompletion(text: string, model = "llama3.1") {
  return {
    id: "chatcmpl-1",
    object: "chat.completion",
    created,
    model,
    choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
    usage: { prompt_tokens: 1200, completion_tokens: 300, total_tokens: 1500 },
  };
}

/** OpenAI Responses API's answer shape (the SDK's default for OpenAI itself). */
export function responsesAnswer(text: string, model = "gpt-4o-mini") {
  return {
    id: "resp_1",
    object: "response",
    created_at: created,
    model,
    status: "completed",
    error: null,
    incomplete_details: null,
    output: [
      { type: "message", id: "msg_1", status: "completed", role: "assistant", content: [{ type: "output_text", text, annotations: [] }] },
    ],
    usage: {
      input_tokens: 1100,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: 250,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: 1350,
    },
  };
}

/**
 * Anthropic Messages' answer shape. Structured output reaches Anthropic either as a forced "json" tool
 * or as a native output format, depending on the model; the answer follows what was asked.
 */
export function anthropicMessage(request: RecordedRequest, text: string) {
  const tools = Array.isArray(request.body.tools) ? (request.body.tools as { name?: string }[]) : [];
  const jsonTool = tools.find((tool) => tool.name === "json");
  const content = jsonTool
    ? [{ type: "tool_use", id: "toolu_1", name: "json", input: JSON.parse(text) as unknown }]
    : [{ type: "text", text }];
  return {
    id: "msg_1",
    type: "message",
    role: "assistant",
    model: String(request.body.model),
    content,
    stop_reason: jsonTool ? "tool_use" : "end_turn",
    stop_sequence: null,
    usage: { input_tokens: 900, output_tokens: 200 },
  };
}
