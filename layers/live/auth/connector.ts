/**
 * The embedded wallet's connector (SPEC §3: type AUTH, chains eip155 and solana): one id in every namespace,
 * so Connection connects and restores it like any MULTI_CHAIN wallet, and the connector list keeps it out of
 * the wallet rows (the visitor reaches it through the email field, SPEC §1).
 */
import type { ChainNamespace } from "../../../schemas/entities/ids.js"
import { CONNECTOR_NAMESPACES } from "../../../schemas/adapterRules.js"
import type { AdapterWallet } from "../../../services/ChainAdapter.js"

export const EMBEDDED_CONNECTOR_ID = "walletport-embedded"
export const EMBEDDED_CONNECTOR_NAME = "Email"
/** SPEC §3: the namespaces the AUTH connector serves. */
export const EMBEDDED_NAMESPACES = CONNECTOR_NAMESPACES.embedded
export type EmbeddedNamespace = (typeof EMBEDDED_NAMESPACES)[number]

/** An envelope, drawn locally (no remote image, ARCHITECTURE §4). */
export const EMBEDDED_CONNECTOR_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#5b6cff"/><path d="M10 13h20v14H10z" fill="none" stroke="#fff" stroke-width="2"/><path d="m10 13 10 8 10-8" fill="none" stroke="#fff" stroke-width="2"/></svg>'
)}`

/** The connector as the adapter of `namespace` lists it. */
export const embeddedWallet = (namespace: EmbeddedNamespace): AdapterWallet => ({
  id: EMBEDDED_CONNECTOR_ID,
  namespace,
  name: EMBEDDED_CONNECTOR_NAME,
  icon: EMBEDDED_CONNECTOR_ICON,
  rdns: undefined,
  type: "AUTH"
})
