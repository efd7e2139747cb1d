import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import type { Config } from "../../config";

export const DEFAULT_MODELS = { openai: "gpt-4o-mini", anthropic: "claude-haiku-4-5" } as const;

export interface ModelChoice {
  provider: "openai" | "anthropic";
  modelId: string;
  model: LanguageModel;
}

/**
 * The language model the configuration names, or null for the local engine. OpenAI itself is spoken to
 * over its Responses API (the SDK's default); an OpenAI-compatible server (OPENAI_BASE_URL: Ollama, vLLM,
 * LM Studio) over chat completions, the one endpoint all of them implement. loadConfig has already
 * refused a provider without the key or address it needs.
 */
export function modelFromConfig(config: Config): ModelChoice | null {
  if (config.AI_PROVIDER === "local") return null;
  if (config.AI_PROVIDER === "anthropic") {
    const modelId = config.AI_MODEL ?? DEFAULT_MODELS.anthropic;
    const anthropic = createAnthropic({ apiKey: config.ANTHROPIC_API_KEY, baseURL: config.ANTHROPIC_BASE_URL });
    return { provider: "anthropic", modelId, model: anthropic(modelId) };
  }
  const modelId = config.AI_MODEL ?? DEFAULT_MODELS.openai;
  // Local servers ignore the key, but the SDK refuses to send a request without one.
  const openai = createOpenAI({ apiKey: config.OPENAI_API_KEY ?? "not-needed", baseURL: config.OPENAI_BASE_URL });
  return { provider: "openai", modelId, model: config.OPENAI_BASE_URL ? openai.chat(modelId) : openai(modelId) };
}
