/**
 * A Send recipient typed as a name. On an EVM network with ENS the name goes to ENS first (issue 26): ENSIP-15
 * refusals are shown with their reason, a name with an ETH address resolves to it; a name ENS does not know goes
 * on to the names API (SPEC §7 GET /v1/profile/account/{name}), whose records key addresses by coin type
 * (SPEC §4, ENSIP-11): only the coin types of the draft's own network count, so a name registered for another
 * namespace is refused rather than guessed at.
 */
import * as Effect from "effect/Effect"
import type { NameRecord } from "../../schemas/api/blockchainApi.js"
import type { CaipNetworkId, ChainNamespace } from "../../schemas/entities/ids.js"
import type { Network } from "../../schemas/entities/Network.js"
import type { ResolveNameFailed } from "../../schemas/errors/names.js"
import type { EnsShape } from "../../services/Ens.js"
import { isAddressOf } from "../../schemas/send.js"
import { ETHEREUM_COIN_TYPE, EVM_COIN_TYPE_FLAG, safeChainIdToCoinType } from "../../schemas/validators/core/coinType.js"
import type { NameResolution } from "../../services/Send.js"

/** SLIP-44: Solana's coin type. */
export const SOLANA_COIN_TYPE = 501

/**
 * The coin types whose address is valid on the network, most specific first. EVM: the chain's own ENSIP-11 type,
 * Ethereum's 60 (what most names carry) and the ENSIP-19 default EVM type; Solana: 501.
 */
export const coinTypesOf = (namespace: ChainNamespace, caipNetworkId: CaipNetworkId): ReadonlyArray<number> => {
  if (namespace === "solana") return [SOLANA_COIN_TYPE]
  if (namespace !== "eip155") return []
  const own = safeChainIdToCoinType(Number(caipNetworkId.split(":")[1]))
  return [...(own.success ? [own.data] : []), ETHEREUM_COIN_TYPE, EVM_COIN_TYPE_FLAG]
}

/** The resolution of `name` from its record (undefined: the name is not registered). */
export const resolutionOf = (
  name: string,
  record: NameRecord | undefined,
  namespace: ChainNamespace,
  caipNetworkId: CaipNetworkId
): NameResolution => {
  if (record === undefined || Object.keys(record.addresses).length === 0) return { name, status: "unknown" }
  for (const coinType of coinTypesOf(namespace, caipNetworkId)) {
    const address = record.addresses[String(coinType)]?.address
    if (address !== undefined && isAddressOf(namespace, address)) return { name, status: "resolved", address }
  }
  return { name, status: "otherNamespace" }
}

/**
 * The ENS resolution of `name` on `network`: resolved (the name as normalised kept for display), refused with
 * ENSIP-15's reason, or undefined when ENS has no address for it (the names API may still know it).
 */
export const ensResolutionOf = (ens: EnsShape, network: Network, name: string): Effect.Effect<NameResolution | undefined, ResolveNameFailed> =>
  ens.resolveAddress(network, name).pipe(
    Effect.map((found): NameResolution | undefined =>
      found.address === undefined ? undefined : { name, status: "resolved", address: found.address, normalized: found.name }),
    Effect.catchTag("InvalidEnsName", (error) => Effect.succeed<NameResolution>({ name, status: "invalid", reason: error.message }))
  )
