/**
 * ENSIP-10: a normalised name in DNS wire format (length-prefixed labels, a zero byte last), what the
 * UniversalResolver takes. A label over 255 bytes is written as its `[labelhash]`, as ENS's own encoder does.
 */
import { type Hex, labelhash, stringToBytes, toHex } from "viem"

export const dnsEncode = (name: string): Hex => {
  const labels = name === "" ? [] : name.split(".")
  const parts = labels.map((label) => {
    const bytes = stringToBytes(label)
    return bytes.length > 255 ? stringToBytes(`[${labelhash(label).slice(2)}]`) : bytes
  })
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length + 1, 1))
  let offset = 0
  for (const part of parts) {
    out[offset] = part.length
    out.set(part, offset + 1)
    offset += part.length + 1
  }
  return toHex(out)
}
