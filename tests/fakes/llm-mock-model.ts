import { MockLanguageModelV3 } from "ai/test";

const usage = (input: number, output: number) => ({
  inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: output, text: output, reasoning: 0 },
});

/** One model turn answering with the given text, as a provider would return it. */
export function textResult(text: string, tokens = { input: 100, output: 40 }) {
  return {
    content: [{ type: "text" as const, text }],
    finishReason: { unified: "stop" as const, raw: "stop" },
    usage: usage(tokens.input, tokens.output),
    warnings: [],
  };
}

/** A mock model that answers each call with the next of the given texts (the last one repeats). */
export function scriptedModel(answers: readonly string[]) {
  let call = 0;
  return new MockLanguageModelV3({
    modelId: "mock-model",
    doGenerate: async () => textResult(answers[Math.min(call++, answers.length - 1)] ?? ""),
  });
}

/** A mock model that never answers until its request is aborted. */
export function silentModel() {
  return new MockLanguageModelV3({
    modelId: "mock-model",
    doGenerate: (options) =>
      new Promise((_resolve, reject) => {
        options.abortSignal?.addEventListener("abort", () => reject(options.abortSignal?.reason));
      }),
  });
}

/** A mock model whose answer depends on the call: the prompt's text and how many calls came before. */
export function routedModel(answer: (promptText: string, call: number) => string) {
  let call = 0;
  return new MockLanguageModelV3({
    modelId: "mock-model",
    doGenerate: async (options) => textResult(answer(JSON.stringify(options.prompt), call++)),
  });
}
