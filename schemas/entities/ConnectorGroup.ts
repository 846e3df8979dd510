/** Connector order groups: Effect-free, so the pure ordering runs in the instant-open preview too. */

/** The groups of the connector order, in order. */
export const CONNECTOR_GROUPS = [
  "walletConnect",
  "recent",
  "injected",
  "featured",
  "custom",
  "external",
  "recommended"
] as const
/** A group of the connector order. */
export type ConnectorGroup = (typeof CONNECTOR_GROUPS)[number]
