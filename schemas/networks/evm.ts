/**
 * SPEC §9 supported EVM networks, converted from `viem/chains` (never written by hand).
 * One named export each, every conversion `@__PURE__`, so a host importing two networks bundles two.
 */
import {
  mainnet as viemMainnet,
  goerli as viemGoerli,
  sepolia as viemSepolia,
  holesky as viemHolesky,
  optimism as viemOptimism,
  optimismSepolia as viemOptimismSepolia,
  arbitrum as viemArbitrum,
  arbitrumNova as viemArbitrumNova,
  arbitrumSepolia as viemArbitrumSepolia,
  polygon as viemPolygon,
  polygonAmoy as viemPolygonAmoy,
  polygonZkEvm as viemPolygonZkEvm,
  celo as viemCelo,
  celoAlfajores as viemCeloAlfajores,
  aurora as viemAurora,
  bsc as viemBsc,
  bscTestnet as viemBscTestnet,
  avalanche as viemAvalanche,
  avalancheFuji as viemAvalancheFuji,
  zksync as viemZksync,
  zksyncSepoliaTestnet as viemZksyncSepoliaTestnet,
  gnosis as viemGnosis,
  gnosisChiado as viemGnosisChiado,
  base as viemBase,
  baseSepolia as viemBaseSepolia,
  zora as viemZora,
  zoraSepolia as viemZoraSepolia,
  linea as viemLinea,
  lineaSepolia as viemLineaSepolia,
  scroll as viemScroll,
  scrollSepolia as viemScrollSepolia,
  mantle as viemMantle,
  blast as viemBlast,
  fantom as viemFantom,
  moonbeam as viemMoonbeam,
  metis as viemMetis,
  cronos as viemCronos,
  kaia as viemKaia,
  mode as viemMode,
  fraxtal as viemFraxtal,
  manta as viemManta,
  opBNB as viemOpBNB,
  ronin as viemRonin,
  unichain as viemUnichain,
  worldchain as viemWorldchain,
  anvil as viemAnvil
} from "viem/chains"
import { fromViemChain } from "./fromViemChain.js"

/** SPEC §9: Ethereum (eip155:1). */
export const mainnet = /* @__PURE__ */ fromViemChain(viemMainnet)
/** SPEC §9: Goerli (eip155:5, testnet). */
export const goerli = /* @__PURE__ */ fromViemChain(viemGoerli)
/** SPEC §9: Sepolia (eip155:11155111, testnet). */
export const sepolia = /* @__PURE__ */ fromViemChain(viemSepolia)
/** SPEC §9: Holesky (eip155:17000, testnet). */
export const holesky = /* @__PURE__ */ fromViemChain(viemHolesky)
/** SPEC §9: OP Mainnet (eip155:10). */
export const optimism = /* @__PURE__ */ fromViemChain(viemOptimism)
/** SPEC §9: OP Sepolia (eip155:11155420, testnet). */
export const optimismSepolia = /* @__PURE__ */ fromViemChain(viemOptimismSepolia)
/** SPEC §9: Arbitrum One (eip155:42161). */
export const arbitrum = /* @__PURE__ */ fromViemChain(viemArbitrum)
/** SPEC §9: Arbitrum Nova (eip155:42170). */
export const arbitrumNova = /* @__PURE__ */ fromViemChain(viemArbitrumNova)
/** SPEC §9: Arbitrum Sepolia (eip155:421614, testnet). */
export const arbitrumSepolia = /* @__PURE__ */ fromViemChain(viemArbitrumSepolia)
/** SPEC §9: Polygon (eip155:137). */
export const polygon = /* @__PURE__ */ fromViemChain(viemPolygon)
/** SPEC §9: Polygon Amoy (eip155:80002, testnet). */
export const polygonAmoy = /* @__PURE__ */ fromViemChain(viemPolygonAmoy)
/** SPEC §9: Polygon zkEVM (eip155:1101). */
export const polygonZkEvm = /* @__PURE__ */ fromViemChain(viemPolygonZkEvm)
/** SPEC §9: Celo (eip155:42220). */
export const celo = /* @__PURE__ */ fromViemChain(viemCelo)
/** SPEC §9: Alfajores (eip155:44787, testnet). */
export const celoAlfajores = /* @__PURE__ */ fromViemChain(viemCeloAlfajores)
/** SPEC §9: Aurora (eip155:1313161554). */
export const aurora = /* @__PURE__ */ fromViemChain(viemAurora)
/** SPEC §9: BNB Smart Chain (eip155:56). */
export const bsc = /* @__PURE__ */ fromViemChain(viemBsc)
/** SPEC §9: BNB Smart Chain Testnet (eip155:97, testnet). */
export const bscTestnet = /* @__PURE__ */ fromViemChain(viemBscTestnet)
/** SPEC §9: Avalanche (eip155:43114). */
export const avalanche = /* @__PURE__ */ fromViemChain(viemAvalanche)
/** SPEC §9: Avalanche Fuji (eip155:43113, testnet). */
export const avalancheFuji = /* @__PURE__ */ fromViemChain(viemAvalancheFuji)
/** SPEC §9: ZKsync Era (eip155:324). */
export const zksync = /* @__PURE__ */ fromViemChain(viemZksync)
/** SPEC §9: ZKsync Sepolia Testnet (eip155:300, testnet). */
export const zksyncSepoliaTestnet = /* @__PURE__ */ fromViemChain(viemZksyncSepoliaTestnet)
/** SPEC §9: Gnosis (eip155:100). */
export const gnosis = /* @__PURE__ */ fromViemChain(viemGnosis)
/** SPEC §9: Gnosis Chiado (eip155:10200, testnet). */
export const gnosisChiado = /* @__PURE__ */ fromViemChain(viemGnosisChiado)
/** SPEC §9: Base (eip155:8453). */
export const base = /* @__PURE__ */ fromViemChain(viemBase)
/** SPEC §9: Base Sepolia (eip155:84532, testnet). */
export const baseSepolia = /* @__PURE__ */ fromViemChain(viemBaseSepolia)
/** SPEC §9: Zora (eip155:7777777). */
export const zora = /* @__PURE__ */ fromViemChain(viemZora)
/** SPEC §9: Zora Sepolia (eip155:999999999, testnet). */
export const zoraSepolia = /* @__PURE__ */ fromViemChain(viemZoraSepolia)
/** SPEC §9: Linea Mainnet (eip155:59144). */
export const linea = /* @__PURE__ */ fromViemChain(viemLinea)
/** SPEC §9: Linea Sepolia Testnet (eip155:59141, testnet). */
export const lineaSepolia = /* @__PURE__ */ fromViemChain(viemLineaSepolia)
/** SPEC §9: Scroll (eip155:534352). */
export const scroll = /* @__PURE__ */ fromViemChain(viemScroll)
/** SPEC §9: Scroll Sepolia (eip155:534351, testnet). */
export const scrollSepolia = /* @__PURE__ */ fromViemChain(viemScrollSepolia)
/** SPEC §9: Mantle (eip155:5000). */
export const mantle = /* @__PURE__ */ fromViemChain(viemMantle)
/** SPEC §9: Blast (eip155:81457). */
export const blast = /* @__PURE__ */ fromViemChain(viemBlast)
/** SPEC §9: Fantom (eip155:250). */
export const fantom = /* @__PURE__ */ fromViemChain(viemFantom)
/** SPEC §9: Moonbeam (eip155:1284). */
export const moonbeam = /* @__PURE__ */ fromViemChain(viemMoonbeam)
/** SPEC §9: Metis (eip155:1088). */
export const metis = /* @__PURE__ */ fromViemChain(viemMetis)
/** SPEC §9: Cronos Mainnet (eip155:25). */
export const cronos = /* @__PURE__ */ fromViemChain(viemCronos)
/** SPEC §9: Kaia (eip155:8217). */
export const kaia = /* @__PURE__ */ fromViemChain(viemKaia)
/** SPEC §9: Mode Mainnet (eip155:34443). */
export const mode = /* @__PURE__ */ fromViemChain(viemMode)
/** SPEC §9: Fraxtal (eip155:252). */
export const fraxtal = /* @__PURE__ */ fromViemChain(viemFraxtal)
/** SPEC §9: Manta Pacific Mainnet (eip155:169). */
export const manta = /* @__PURE__ */ fromViemChain(viemManta)
/** SPEC §9: opBNB (eip155:204). */
export const opBNB = /* @__PURE__ */ fromViemChain(viemOpBNB)
/** SPEC §9: Ronin (eip155:2020). */
export const ronin = /* @__PURE__ */ fromViemChain(viemRonin)
/** SPEC §9: Unichain (eip155:130). */
export const unichain = /* @__PURE__ */ fromViemChain(viemUnichain)
/** SPEC §9: World Chain (eip155:480). */
export const worldchain = /* @__PURE__ */ fromViemChain(viemWorldchain)
/** SPEC §9 / ARCHITECTURE §5: the local anvil devnet (chain 31337) of the offline stack. */
export const anvil = /* @__PURE__ */ fromViemChain(viemAnvil, { testnet: true })
