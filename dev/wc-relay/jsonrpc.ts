// JSON-RPC framing for the local relay. Request ids are 19-digit numbers: JS clients send them as strings,
// mobile SDKs as bare numbers, so the id token is read from the raw text and echoed byte for byte (a bare
// 19-digit number would lose digits through a JS number).

/** The raw text of the top-level `"id"` value of a JSON object (string with quotes, or number), if any. */
export const rawTopLevelId = (text: string): string | undefined => {
  let depth = 0
  let i = 0
  const n = text.length
  while (i < n) {
    const c = text[i]
    if (c === '"') {
      const end = stringEnd(text, i)
      if (end < 0) return undefined
      if (depth === 1 && text.slice(i, end + 1) === '"id"') {
        let j = end + 1
        while (j < n && isSpace(text[j])) j++
        if (text[j] === ":") {
          j++
          while (j < n && isSpace(text[j])) j++
          return valueToken(text, j)
        }
      }
      i = end + 1
      continue
    }
    if (c === "{" || c === "[") depth++
    else if (c === "}" || c === "]") depth--
    i++
  }
  return undefined
}

const isSpace = (c: string | undefined): boolean => c === " " || c === "\n" || c === "\r" || c === "\t"

/** Index of the closing quote of the string opening at `start`, or -1. */
const stringEnd = (text: string, start: number): number => {
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i]
    if (c === "\\") i++
    else if (c === '"') return i
  }
  return -1
}

const valueToken = (text: string, start: number): string | undefined => {
  if (text[start] === '"') {
    const end = stringEnd(text, start)
    return end < 0 ? undefined : text.slice(start, end + 1)
  }
  const match = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(start, start + 40))
  return match?.[0]
}

/** `{"id":<raw>,"jsonrpc":"2.0","result":…}` with the id token unchanged. */
export const resultFrame = (rawId: string, result: unknown): string =>
  `{"id":${rawId},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`

/** A JSON-RPC error answer (unknown method, bad params). */
export const errorFrame = (rawId: string, code: number, message: string): string =>
  `{"id":${rawId},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`

/** A request the relay sends (deliveries); its own ids are safe integers. */
export const requestFrame = (id: number, method: string, params: unknown): string =>
  JSON.stringify({ id, jsonrpc: "2.0", method, params })

/** A decoded frame: a request (has a method) or a response (ack of a delivery). */
export type Frame =
  | { readonly kind: "request"; readonly rawId: string; readonly method: string; readonly params: Readonly<Record<string, unknown>> }
  | { readonly kind: "response"; readonly id: string }

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Decodes one WS text frame; undefined for anything that is not a JSON-RPC object with an id. */
export const decodeFrame = (text: string): Frame | undefined => {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isRecord(parsed)) return undefined
  const rawId = rawTopLevelId(text)
  if (rawId === undefined) return undefined
  if (typeof parsed.method === "string") {
    return { kind: "request", rawId, method: parsed.method, params: isRecord(parsed.params) ? parsed.params : {} }
  }
  if ("result" in parsed || "error" in parsed) return { kind: "response", id: rawId.replace(/^"|"$/g, "") }
  return undefined
}
