/** The SDK's payloads are outside data: an object whose fields are read one by one, each checked. */
export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
