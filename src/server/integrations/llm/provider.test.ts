import { afterEach, describe, expect, it } from "vitest";
import { createOpenAI } from "@ai-sdk/openai";
import { analyzeTranscript } from "../../engine/engine";
import { loadConfig, testConfig } from "../../config";
import { engineFromConfig, llmEngine, type Engine } from "../../features/analyses";
import { modelFromConfig } from "./provider";
import { anthropicMessage, chatCompletion, responsesAnswer, startFakeServer, type FakeServer } from "@tests/fakes/llm-servers";
import { CALL, REPS, validAnswer } from "@tests/fakes/llm-fixture";

const local: Engine = async (input) => analyzeTranscript(input);
const input = { utterances: CALL, repSpeakers: REPS };
const answer = JSON.stringify(validAnswer());
let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("model configuration", () => {
  it("fails at start-up naming the missing setting", () => {
    expect(() => loadConfig({ AI_PROVIDER: "openai" })).toThrow(/OPENAI_API_KEY/);
    expect(() => loadConfig({ AI_PROVIDER: "anthropic" })).toThrow(/ANTHROPIC_API_KEY/);
    expect(() => loadConfig({ AI_PROVIDER: "openai", OPENAI_BASE_URL: "http://localhost:11434/v1" })).toThrow(/AI_MODEL/);
    expect(() => loadConfig({ AI_PROVIDER: "gemini" })).toThrow(/AI_PROVIDER/);
  });

  it("keeps the local engine by default and talks to OpenAI itself over the Responses API", () => {
    expect(modelFromConfig(testConfig())).toBeNull();
    expect(engineFromConfig(testConfig(), local)).toBe(local);
    const openai = modelFromConfig(testConfig({ AI_PROVIDER: "openai", OPENAI_API_KEY: "sk-test" }));
    expect(openai?.modelId).toBe("gpt-4o-mini");
    expect((openai?.model as { provider: string }).provider).toBe("openai.responses");
  });
});

describe("real providers over HTTP against fake servers on 127.0.0.1", () => {
  it("an OpenAI-compatible server (Ollama style) over chat completions, from the configuration", async () => {
    server = await startFakeServer(() => ({ json: chatCompletion(answer) }));
    const config = testConfig({ AI_PROVIDER: "openai", OPENAI_BASE_URL: server.baseURL, AI_MODEL: "llama3.1" });

    const output = await engineFromConfig(config, local)(input);

    expect(server.requests.map((r) => r.path)).toEqual(["/v1/chat/completions"]);
    expect(server.requests[0]?.body).toMatchObject({ model: "llama3.1", response_format: { type: "json_schema" } });
    expect(output.engine).toMatchObject({ name: "openai", model: "llama3.1", tokens: { input: 1200, output: 300 } });
    expect(output.meetingSummary.objections[0]?.quote).toBe("the price looks high compared to what we pay today");
  });

  it("OpenAI's Responses API shape, retrying a 503 and sending the key", async () => {
    server = await startFakeServer((_request, index) =>
      index === 0 ? { status: 503, json: { error: { message: "overloaded", type: "server_error" } } } : { json: responsesAnswer(answer) },
    );
    const openai = createOpenAI({ baseURL: server.baseURL, apiKey: "sk-test" });
    const engine = llmEngine(local, {
      provider: "openai",
      modelId: "gpt-4o-mini",
      model: openai("gpt-4o-mini"),
      maxInputTokens: 10_000,
      retry: { retries: 2, backoffMs: 1, timeoutMs: 5_000 },
    });

    const output = await engine(input);

    expect(server.requests.map((r) => r.path)).toEqual(["/v1/responses", "/v1/responses"]);
    expect(server.requests[1]?.headers.authorization).toBe("Bearer sk-test");
    expect(output.engine).toMatchObject({ name: "openai", model: "gpt-4o-mini", tokens: { input: 1100, output: 250 } });
    expect(output.salesCoaching.coaching_score).toBe(72);
  });

  it("does not retry a refused key, and keeps the local analysis saying why", async () => {
    server = await startFakeServer(() => ({ status: 401, json: { error: { message: "Incorrect API key", type: "invalid_request_error" } } }));
    const config = testConfig({ AI_PROVIDER: "openai", OPENAI_BASE_URL: server.baseURL, AI_MODEL: "llama3.1", OPENAI_API_KEY: "bad" });

    const output = await engineFromConfig(config, local)(input);

    expect(server.requests).toHaveLength(1);
    expect(output.engine.name).toBe("local");
    expect(output.engine.fallbackReason).toMatch(/^llama3\.1 failed: the model's API answered 401/);
  });

  it("retries a server that cannot be reached twice, then keeps the local analysis", async () => {
    const closed = await startFakeServer(() => ({ json: {} }));
    await closed.close();
    let attempts = 0;
    const countingFetch: typeof fetch = (url, init) => {
      attempts++;
      return fetch(url, init);
    };
    const openai = createOpenAI({ baseURL: closed.baseURL, apiKey: "k", fetch: countingFetch });
    const engine = llmEngine(local, {
      provider: "openai",
      modelId: "llama3.1",
      model: openai.chat("llama3.1"),
      maxInputTokens: 10_000,
      retry: { retries: 2, backoffMs: 1, timeoutMs: 5_000 },
    });

    const output = await engine(input);

    expect(attempts).toBe(3);
    expect(output.engine.name).toBe("local");
    expect(output.engine.fallbackReason).toMatch(/^llama3\.1 failed: /);
  });

  it("Anthropic's Messages API, from the configuration", async () => {
    server = await startFakeServer((request) => ({ json: anthropicMessage(request, answer) }));
    const config = testConfig({ AI_PROVIDER: "anthropic", ANTHROPIC_API_KEY: "sk-ant-test", ANTHROPIC_BASE_URL: server.baseURL });

    const output = await engineFromConfig(config, local)(input);

    expect(server.requests.map((r) => r.path)).toEqual(["/v1/messages"]);
    expect(server.requests[0]?.headers["x-api-key"]).toBe("sk-ant-test");
    expect(output.engine).toMatchObject({ name: "anthropic", model: "claude-haiku-4-5", tokens: { input: 900, output: 200 } });
    expect(output.meddicScorecard.economic_buyer.result).toBe("Yes");
  });
});
