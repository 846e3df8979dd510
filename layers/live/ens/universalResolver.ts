/**
 * Which UniversalResolver a network's ENS names resolve through: the one the network names
 * (`contracts.ensUniversalResolver`, as the local anvil does), else ENS's own deployment on Ethereum and Sepolia
 * (the address viem/chains gives them; test/layers/ens checks it still does). Kept apart from the catalogue so
 * that mainnet's entry in a host's initial chunk does not grow; no other network has ENS.
 */
import type { Network } from "../../../schemas/entities/Network.js"

const ENS_DEPLOYMENTS: Readonly<Record<string, `0x${string}`>> = {
  "eip155:1": "0xeeeeeeee14d718c2b47d9923deab1335e144eeee",
  "eip155:11155111": "0xeeeeeeee14d718c2b47d9923deab1335e144eeee"
}

const isAddress = (value: string | undefined): value is `0x${string}` => value !== undefined && /^0x[0-9a-fA-F]{40}$/.test(value)

/** The network's UniversalResolver, or undefined: no ENS there. */
export const universalResolverOf = (network: Network): `0x${string}` | undefined => {
  if (network.chainNamespace !== "eip155") return undefined
  const named = network.contracts?.ensUniversalResolver?.address
  return isAddress(named) ? named : ENS_DEPLOYMENTS[network.caipNetworkId]
}
