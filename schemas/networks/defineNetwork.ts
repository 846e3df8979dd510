/** SPEC §3 Network: build a catalogue entry whose CAIP-2 id is derived, never typed by hand. */
import type * as Brand from "effect/Brand"
import type { CaipNetworkId } from "../entities/ids.js"
import type { Network } from "../entities/Network.js"

/** SPEC §3: a network without its `caipNetworkId`; `defineNetwork` derives it. */
export type NetworkDefinition = Omit<Network, "caipNetworkId">

// Brand without the Schema validator: the catalogue must not pull `effect/Schema` into a host's
// bundle (~170 kB min). The catalogue test decodes every entry with the `Network` schema instead.
// A plain function, not `Brand.nominal`: importing effect/Brand at run time put Effect in every host's
// initial chunk through the network catalogue (caught by test/package/check.mjs).
/** SPEC §5: brand a CAIP-2 id built from already-typed parts (no runtime check). */
export const caipNetworkIdOf = (id: Brand.Brand.Unbranded<CaipNetworkId>): CaipNetworkId => id as CaipNetworkId

/** SPEC §3: a `Network` with `caipNetworkId = chainNamespace:id`. Pure: call sites are tree-shakable. */
export const defineNetwork = (definition: NetworkDefinition): Network => {
  const { id, name, chainNamespace, ...rest } = definition
  return {
    id,
    name,
    chainNamespace,
    caipNetworkId: caipNetworkIdOf(`${chainNamespace}:${id}`),
    ...rest
  }
}
