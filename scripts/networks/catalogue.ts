/**
 * The EVM network catalogue (SPEC §9): which `viem/chains` entries we ship, and under which name.
 * `generate.ts` turns this list into `schemas/networks/evm.ts` (plain data, so hosts do not bundle
 * viem/chains); `test/schemas/networks.test.ts` checks the generated data still equals viem's.
 */
import type { NetworkOverrides } from "../../schemas/networks/fromViemChain.js"

export interface CatalogueEntry {
  /** The export name, the same as viem's. */
  readonly name: string
  /** The doc line of the export. */
  readonly doc: string
  readonly overrides?: NetworkOverrides
}

export const EVM_CATALOGUE: ReadonlyArray<CatalogueEntry> = [
  { name: "mainnet", doc: "SPEC §9: Ethereum (eip155:1)." },
  { name: "goerli", doc: "SPEC §9: Goerli (eip155:5, testnet)." },
  { name: "sepolia", doc: "SPEC §9: Sepolia (eip155:11155111, testnet)." },
  { name: "holesky", doc: "SPEC §9: Holesky (eip155:17000, testnet)." },
  { name: "optimism", doc: "SPEC §9: OP Mainnet (eip155:10)." },
  { name: "optimismSepolia", doc: "SPEC §9: OP Sepolia (eip155:11155420, testnet)." },
  { name: "arbitrum", doc: "SPEC §9: Arbitrum One (eip155:42161)." },
  { name: "arbitrumNova", doc: "SPEC §9: Arbitrum Nova (eip155:42170)." },
  { name: "arbitrumSepolia", doc: "SPEC §9: Arbitrum Sepolia (eip155:421614, testnet)." },
  { name: "polygon", doc: "SPEC §9: Polygon (eip155:137)." },
  { name: "polygonAmoy", doc: "SPEC §9: Polygon Amoy (eip155:80002, testnet)." },
  { name: "polygonZkEvm", doc: "SPEC §9: Polygon zkEVM (eip155:1101)." },
  { name: "celo", doc: "SPEC §9: Celo (eip155:42220)." },
  { name: "celoAlfajores", doc: "SPEC §9: Alfajores (eip155:44787, testnet)." },
  { name: "aurora", doc: "SPEC §9: Aurora (eip155:1313161554)." },
  { name: "bsc", doc: "SPEC §9: BNB Smart Chain (eip155:56)." },
  { name: "bscTestnet", doc: "SPEC §9: BNB Smart Chain Testnet (eip155:97, testnet)." },
  { name: "avalanche", doc: "SPEC §9: Avalanche (eip155:43114)." },
  { name: "avalancheFuji", doc: "SPEC §9: Avalanche Fuji (eip155:43113, testnet)." },
  { name: "zksync", doc: "SPEC §9: ZKsync Era (eip155:324)." },
  { name: "zksyncSepoliaTestnet", doc: "SPEC §9: ZKsync Sepolia Testnet (eip155:300, testnet)." },
  { name: "gnosis", doc: "SPEC §9: Gnosis (eip155:100)." },
  { name: "gnosisChiado", doc: "SPEC §9: Gnosis Chiado (eip155:10200, testnet)." },
  { name: "base", doc: "SPEC §9: Base (eip155:8453)." },
  { name: "baseSepolia", doc: "SPEC §9: Base Sepolia (eip155:84532, testnet)." },
  { name: "zora", doc: "SPEC §9: Zora (eip155:7777777)." },
  { name: "zoraSepolia", doc: "SPEC §9: Zora Sepolia (eip155:999999999, testnet)." },
  { name: "linea", doc: "SPEC §9: Linea Mainnet (eip155:59144)." },
  { name: "lineaSepolia", doc: "SPEC §9: Linea Sepolia Testnet (eip155:59141, testnet)." },
  { name: "scroll", doc: "SPEC §9: Scroll (eip155:534352)." },
  { name: "scrollSepolia", doc: "SPEC §9: Scroll Sepolia (eip155:534351, testnet)." },
  { name: "mantle", doc: "SPEC §9: Mantle (eip155:5000)." },
  { name: "blast", doc: "SPEC §9: Blast (eip155:81457)." },
  { name: "fantom", doc: "SPEC §9: Fantom (eip155:250)." },
  { name: "moonbeam", doc: "SPEC §9: Moonbeam (eip155:1284)." },
  { name: "metis", doc: "SPEC §9: Metis (eip155:1088)." },
  { name: "cronos", doc: "SPEC §9: Cronos Mainnet (eip155:25)." },
  { name: "kaia", doc: "SPEC §9: Kaia (eip155:8217)." },
  { name: "mode", doc: "SPEC §9: Mode Mainnet (eip155:34443)." },
  { name: "fraxtal", doc: "SPEC §9: Fraxtal (eip155:252)." },
  { name: "manta", doc: "SPEC §9: Manta Pacific Mainnet (eip155:169)." },
  { name: "opBNB", doc: "SPEC §9: opBNB (eip155:204)." },
  { name: "ronin", doc: "SPEC §9: Ronin (eip155:2020)." },
  { name: "unichain", doc: "SPEC §9: Unichain (eip155:130)." },
  { name: "worldchain", doc: "SPEC §9: World Chain (eip155:480)." },
  { name: "anvil", doc: "SPEC §9 / ARCHITECTURE §5: the local anvil devnet (chain 31337) of the offline stack.",
    // dev/ens/deploy.ts puts ENS's UniversalResolver here (anvil account 7's nonce 1) on every dev chain.
    overrides: { testnet: true, contracts: { ensUniversalResolver: { address: "0x39dD11C243Ac4Ac250980FA3AEa016f73C509f37" } } }
  }
]
