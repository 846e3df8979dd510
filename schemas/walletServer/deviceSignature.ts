/**
 * What a device key signs on a share request (schemas/walletServer/api.ts DeviceSignature), built the same
 * way by the frame (signer) and the server (verifier): ECDSA P-256 / SHA-256, raw r‖s (WebCrypto's format,
 * Node's `dsaEncoding: "ieee-p1363"`), base64url. The body is hashed as canonical JSON (keys sorted at every
 * level) so both sides agree whatever order they built it in.
 */

/** Requests older or newer than this (by the server's clock) are refused; nonces are kept at least this long. */
export const DEVICE_SIGNATURE_WINDOW_MS = 60_000

/** JSON with object keys sorted at every level (arrays keep their order). */
export const canonicalJson = (value: unknown): string => JSON.stringify(sortKeys(value))

const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return Object.fromEntries(entries.map(([k, v]) => [k, sortKeys(v)]))
  }
  return value
}

/** The request fields that are not part of the signed body. */
const SIGNATURE_FIELDS = new Set(["timestamp", "nonce", "signature"])

/**
 * The UTF-8 text the device signs: `walletport:<path>:v1:<userId>:<timestamp>:<nonce>:<canonical body>`, where the
 * body is the request without its timestamp, nonce and signature.
 */
export const deviceSignedText = (a: {
  readonly path: string
  readonly userId: string
  readonly timestamp: number
  readonly nonce: string
  readonly body: Readonly<Record<string, unknown>>
}): string => {
  const body = Object.fromEntries(Object.entries(a.body).filter(([k]) => !SIGNATURE_FIELDS.has(k)))
  return `walletport:${a.path}:v1:${a.userId}:${a.timestamp}:${a.nonce}:${canonicalJson(body)}`
}
