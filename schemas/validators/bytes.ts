/** Byte encodings wallets speak: base64 wire transactions and messages (Solana JSON-RPC), UTF-8 text as hex (personal_sign). */

/** Bytes as standard base64. */
export const encodeBase64 = (bytes: Uint8Array): string => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(""))

/** Standard base64 as bytes; undefined for anything that is not base64. */
export const decodeBase64 = (text: string): Uint8Array | undefined => {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
  } catch {
    return undefined
  }
}

/** UTF-8 text as 0x-prefixed hex (personal_sign's message parameter). */
export const utf8ToHex = (text: string): `0x${string}` =>
  `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, "0")).join("")}`
