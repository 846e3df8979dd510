/** SPEC §2 connector order groups: Effect-free, so the pure ordering runs in the instant-open preview too. */

/** SPEC §2: the groups of the connector order, in order. */
export const CONNECTOR_GROUPS = [
  "walletConnect",
  "recent",
  "injected",
  "featured",
  "custom",
  "external",
  "recommended"
] as const
/** SPEC §2: a group of the connector order. */
export type ConnectorGroup = (typeof CONNECTOR_GROUPS)[number]
