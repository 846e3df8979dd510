/**
 * A pairing's `wc:` URI from its parts, as the WalletConnect v2 pairing URI is specified
 * (`wc:{topic}@2?expiryTimestamp=…&relay-protocol=irn&symKey=…`, query keys in the order the SDK writes them).
 * The SDK (2.25) hands its URI over only once the relay acknowledged the proposal (provider.ts); every part of
 * it is known before that, when the pairing is created on the dapp's side.
 */
import { isRecord } from "./isRecord.js"

/** What the SDK's core reports as it creates a pairing (`pairing_create`), with the key it stored for the topic. */
export interface PairingParts {
  readonly topic: string
  readonly symKey: string
  /** Seconds since the epoch. */
  readonly expiry: number
  readonly relayProtocol: string
  readonly methods?: ReadonlyArray<string> | undefined
}

export const pairingUri = (parts: PairingParts): string => {
  const query = new URLSearchParams([
    ["expiryTimestamp", String(parts.expiry)],
    ...(parts.methods === undefined ? [] : [["methods", parts.methods.join(",")]]),
    ["relay-protocol", parts.relayProtocol],
    ["symKey", parts.symKey]
  ])
  return `wc:${parts.topic}@2?${query.toString()}`
}

/**
 * The URI of a pairing the SDK's core just created, from its `pairing_create` event and the key it stored for
 * the topic; undefined when the event does not have the expected shape or the key is not there.
 */
export const createdPairingUri = (event: unknown, symKeyOf: (topic: string) => string): string | undefined => {
  if (!isRecord(event) || typeof event.topic !== "string" || typeof event.expiry !== "number") return undefined
  const protocol = isRecord(event.relay) && typeof event.relay.protocol === "string" ? event.relay.protocol : undefined
  const methods = Array.isArray(event.methods) && event.methods.every((m): m is string => typeof m === "string") ? event.methods : undefined
  if (protocol === undefined) return undefined
  try {
    return pairingUri({ topic: event.topic, symKey: symKeyOf(event.topic), expiry: event.expiry, relayProtocol: protocol, methods })
  } catch {
    return undefined
  }
}
