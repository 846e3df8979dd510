/** Network: build a catalogue entry whose CAIP-2 id is derived, never typed by hand. */
import type { CaipNetworkId } from "../public/ids.js"
import type { Network } from "../public/network.js"

/** A network without its `caipNetworkId`; `defineNetwork` derives it. */
export type NetworkDefinition = Omit<Network, "caipNetworkId">

/**
 * Brand a CAIP-2 id built from already-typed parts (no runtime check). Plain code, not
 * `effect/Brand`: the catalogue sits in a host's initial chunk, which holds no Effect. The catalogue test
 * decodes every entry with the `Network` schema instead.
 */
// The one cast of the catalogue: the value is built by defineNetwork or written as a literal here, never outside data.
export const caipNetworkIdOf = (id: `${string}:${string}`): CaipNetworkId => id as CaipNetworkId

/** A `Network` with `caipNetworkId = chainNamespace:id`. Pure: call sites are tree-shakable. */
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
