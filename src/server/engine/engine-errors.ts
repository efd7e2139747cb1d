/**
 * The engine produced something its own schema refuses: a bug in a rule, never a property of the input.
 * It carries zod's description of what was wrong, so the failure reason names the field.
 */
export class EngineOutputError extends Error {
  constructor(readonly issues: string) {
    super(`The analysis engine produced an invalid result: ${issues}`);
    this.name = "EngineOutputError";
  }
}
