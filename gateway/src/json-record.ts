// A JSON object: what an API answer, an error body or a request body is read as before its keys are looked at.
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
