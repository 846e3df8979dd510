/** SPEC §3 Connector types, in one dependency-free module so Effect-free code (the server's cookie) reads them too. */

/** SPEC §3: how a wallet is reached. */
export const CONNECTOR_TYPES = ["INJECTED", "ANNOUNCED", "EXTERNAL", "MULTI_CHAIN", "WALLET_CONNECT", "AUTH"] as const

const KNOWN: ReadonlySet<string> = new Set(CONNECTOR_TYPES)

/** True when `value` is one of the SPEC §3 connector types. */
export const isConnectorType = (value: unknown): value is (typeof CONNECTOR_TYPES)[number] =>
  typeof value === "string" && KNOWN.has(value)
