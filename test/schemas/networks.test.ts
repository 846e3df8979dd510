import * as Either from "effect/Either"
import type { Chain as ViemChain } from "viem"
import * as viemChains from "viem/chains"
import { EVM_CATALOGUE } from "../../scripts/networks/catalogue.js"
import * as evmNetworks from "../../schemas/networks/evm.js"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { Network } from "../../schemas/entities/Network.js"
import { allBitcoinNetworks, allEvmNetworks, allNetworks, allSolanaNetworks } from "../../schemas/networks/all.js"
import {
  anvil,
  arbitrum,
  aurora,
  avalanche,
  base,
  bitcoin,
  bitcoinTestnet,
  bsc,
  celo,
  DEFAULT_CAIP_NETWORK_ID,
  fromViemChain,
  gnosis,
  goerli,
  mainnet,
  optimism,
  polygon,
  sepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
  zksync,
  zora
} from "../../schemas/networks/index.js"

const decodeNetwork = Schema.decodeUnknownEither(Network)

describe("network catalogue (SPEC §9)", () => {
  it.each(allNetworks.map((n) => [n.caipNetworkId, n] as const))("%s decodes with the Network schema", (_id, network) => {
    const result = decodeNetwork(network)
    expect(Either.isRight(result), Either.isLeft(result) ? String(result.left) : "").toBe(true)
    // Decoding changes nothing: the catalogue is already in its decoded shape.
    expect(result).toEqual(Either.right(network))
  })

  it("holds at least 40 EVM networks, 3 Solana and 2 Bitcoin", () => {
    expect(allEvmNetworks.length).toBeGreaterThanOrEqual(40)
    expect(allSolanaNetworks).toHaveLength(3)
    expect(allBitcoinNetworks).toHaveLength(2)
    expect(allNetworks).toHaveLength(allEvmNetworks.length + 5)
  })

  it("has unique CAIP-2 ids and unique export objects", () => {
    const ids = allNetworks.map((n) => n.caipNetworkId)
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(allNetworks).size).toBe(allNetworks.length)
  })

  it("puts each network in the namespace its id says", () => {
    for (const n of allEvmNetworks) {
      expect(n.chainNamespace).toBe("eip155")
      expect(n.caipNetworkId).toBe(`eip155:${n.id}`)
    }
    for (const n of allSolanaNetworks) expect(n.chainNamespace).toBe("solana")
    for (const n of allBitcoinNetworks) expect(n.chainNamespace).toBe("bip122")
  })

  it("includes the networks SPEC §9 names", () => {
    const named = [mainnet, goerli, sepolia, optimism, arbitrum, polygon, celo, aurora, bsc, avalanche, zksync, gnosis, base, zora]
    expect(named.map((n) => n.caipNetworkId)).toEqual([
      "eip155:1",
      "eip155:5",
      "eip155:11155111",
      "eip155:10",
      "eip155:42161",
      "eip155:137",
      "eip155:42220",
      "eip155:1313161554",
      "eip155:56",
      "eip155:43114",
      "eip155:324",
      "eip155:100",
      "eip155:8453",
      "eip155:7777777"
    ])
    for (const n of named) expect(allNetworks).toContain(n)
  })

  it("takes EVM data from viem, not from hand-written copies", () => {
    expect(mainnet.name).toBe(viemChains.mainnet.name)
    expect(mainnet.nativeCurrency).toEqual(viemChains.mainnet.nativeCurrency)
    expect(mainnet.rpcUrls.default.http).toEqual(viemChains.mainnet.rpcUrls.default.http)
    expect(mainnet.blockExplorers?.default).toEqual({ name: "Etherscan", url: viemChains.mainnet.blockExplorers.default.url })
    expect(sepolia.testnet).toBe(true)
    expect(mainnet.testnet).toBe(false)
  })

  it("has the anvil devnet on chain 31337 for the offline stack", () => {
    expect(anvil.caipNetworkId).toBe("eip155:31337")
    expect(anvil.testnet).toBe(true)
    expect(anvil.rpcUrls.default.http).toEqual(["http://127.0.0.1:8545"])
  })

  it("has the three Solana networks with SOL at 9 decimals", () => {
    expect([solana, solanaDevnet, solanaTestnet].map((n) => n.caipNetworkId)).toEqual([
      "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
      "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
      "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z"
    ])
    for (const n of allSolanaNetworks) expect(n.nativeCurrency).toEqual({ name: "Solana", symbol: "SOL", decimals: 9 })
    expect(solana.testnet).toBe(false)
    expect(solanaDevnet.testnet).toBe(true)
  })

  it("has Bitcoin mainnet and testnet with BTC at 8 decimals", () => {
    expect([bitcoin, bitcoinTestnet].map((n) => n.caipNetworkId)).toEqual([
      "bip122:000000000019d6689c085ae165831e93",
      "bip122:000000000933ea01ad0ee984209779ba"
    ])
    for (const n of allBitcoinNetworks) expect(n.nativeCurrency).toEqual({ name: "Bitcoin", symbol: "BTC", decimals: 8 })
  })

  it("defaults to eip155:1, which is in the catalogue", () => {
    expect(DEFAULT_CAIP_NETWORK_ID).toBe("eip155:1")
    expect(allNetworks.find((n) => n.caipNetworkId === DEFAULT_CAIP_NETWORK_ID)).toBe(mainnet)
  })

  it("fromViemChain applies overrides and keeps web sockets", () => {
    const custom = fromViemChain(viemChains.gnosis, { name: "Gnosis Chain", assets: { imageId: "gno" } })
    expect(custom.name).toBe("Gnosis Chain")
    expect(custom.assets).toEqual({ imageId: "gno" })
    expect(custom.rpcUrls.default.webSocket).toEqual(viemChains.gnosis.rpcUrls.default.webSocket)
    expect(Either.isRight(decodeNetwork(custom))).toBe(true)
  })
})

describe("generated EVM catalogue (scripts/networks/generate.ts)", () => {
  it.each(EVM_CATALOGUE.map((entry) => [entry.name, entry] as const))(
    "%s still equals its viem/chains definition (re-run the generator after a viem upgrade)",
    (name, entry) => {
      const chain: unknown = Reflect.get(viemChains, name)
      const generated: unknown = Reflect.get(evmNetworks, name)
      expect(generated).toEqual(fromViemChain(chain as ViemChain, entry.overrides))
    }
  )
})
