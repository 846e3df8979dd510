/**
 * ENS resolution (layers/live/ens, issue 26) against ENS on a real anvil (dev/ens): forward, reverse checked
 * forward, the avatar record, ENSIP-15 refusals, CCIP-read through the gateway and its typed failure.
 */
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as HttpClient from "@effect/platform/HttpClient"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { createWalletClient, http, parseAbi } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ANVIL_ACCOUNTS } from "../../../dev/accounts.js"
import { type Anvil, startAnvil } from "../../../dev/anvil.js"
import { localChain, localPublicClient } from "../../../dev/data-server/deploy.js"
import { OFFCHAIN_NAMES } from "../../../dev/ens/gateway.js"
import { type LocalEns, startEns } from "../../../dev/ens/index.js"
import { ENS_NAMES } from "../../../dev/ens/names.js"
import { makeChainRpcWith } from "../../../layers/live/ChainRpc.js"
import { makeEnsResolver, makeEnsResolverWith } from "../../../layers/live/ens/resolver.js"
import type { Network } from "../../../schemas/entities/Network.js"
import { anvil as anvilNetwork } from "../../../schemas/networks/evm.js"
import { decodeConfig } from "../../../schemas/options.js"
import { Config } from "../../../services/Config.js"
import type { EnsShape } from "../../../services/Ens.js"

let anvil: Anvil
let ens: LocalEns
let resolver: Omit<EnsShape, "universalResolverOf">
let network: Network

const account = (index: number) => {
  const found = ANVIL_ACCOUNTS[index]
  if (found === undefined) throw new Error(`account ${index} missing`)
  return found
}

beforeAll(async () => {
  anvil = await startAnvil()
  ens = await startEns(anvil)
  const config = Either.getOrThrow(decodeConfig({ projectId: "p", networks: [anvilNetwork], rpcUrls: { [anvilNetwork.caipNetworkId]: [anvil.rpcUrl] } }))
  network = config.networks[0] ?? anvilNetwork
  resolver = await Effect.runPromise(Effect.provideService(makeEnsResolver, Config, config))
}, 60_000)
afterAll(async () => {
  await ens?.stop()
  await anvil?.stop()
})

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.either(effect))

/** `index` claims `name` as its primary name through the ReverseRegistrar (whatever the name's records say). */
const claimReverse = async (index: number, name: string) => {
  const wallet = createWalletClient({ chain: localChain(anvil.rpcUrl, anvil.chainId), transport: http(anvil.rpcUrl), account: privateKeyToAccount(account(index).privateKey) })
  const hash = await wallet.writeContract({ address: ens.reverseRegistrar, abi: parseAbi(["function setName(string) returns (bytes32)"]), functionName: "setName", args: [name] })
  await localPublicClient(anvil.rpcUrl, anvil.chainId).waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

describe("ENS resolution through ChainRpc", () => {
  it("keeps the anvil network's UniversalResolver through the host options", () => {
    expect(network.contracts?.ensUniversalResolver?.address).toBe(ens.universalResolver)
  })

  it("resolves a name after normalising it (Alice.ETH → alice.eth → account 3)", async () => {
    expect(await run(resolver.resolveAddress(network, "Alice.ETH"))).toEqual(Either.right({ name: "alice.eth", address: account(3).address }))
    expect(await run(resolver.resolveAddress(network, "bob.eth"))).toEqual(Either.right({ name: "bob.eth", address: account(4).address }))
  })

  it("answers no address for a name nobody registered", async () => {
    expect(await run(resolver.resolveAddress(network, "nobody.eth"))).toEqual(Either.right({ name: "nobody.eth", address: undefined }))
  })

  it("refuses a confusable name with ENSIP-15's reason, before any lookup", async () => {
    const result = await run(resolver.resolveAddress(network, "\u0430lice.eth"))
    expect(Either.isLeft(result) && result.left._tag).toBe("InvalidEnsName")
    expect(Either.isLeft(result) ? result.left.message : "").toMatch(/^Invalid name: .*illegal mixture: Cyrillic \+ Latin/)
  })

  it("gives accounts 3 and 4 their primary names, alice's avatar, and account 0 none", async () => {
    const alice = ENS_NAMES.find((n) => n.label === "alice")
    expect(await run(resolver.primaryName(network, account(3).address))).toEqual(Either.right({ name: "alice.eth", avatar: alice?.avatar }))
    expect(await run(resolver.primaryName(network, account(4).address))).toEqual(Either.right({ name: "bob.eth", avatar: undefined }))
    expect(await run(resolver.primaryName(network, account(0).address))).toEqual(Either.right(undefined))
  })

  it("shows no primary name that does not resolve back to the address, nor one that is not normalised", async () => {
    await claimReverse(5, "alice.eth")
    expect(await run(resolver.primaryName(network, account(5).address))).toEqual(Either.right(undefined))
    await claimReverse(6, "Bob.eth")
    expect(await run(resolver.primaryName(network, account(6).address))).toEqual(Either.right(undefined))
  })

  it("resolves a name through CCIP-read: the gateway answers, the resolver checks its signature on chain", async () => {
    const [name, address] = Object.entries(OFFCHAIN_NAMES)[0] ?? []
    const before = ens.gateway.requests()
    expect(await run(resolver.resolveAddress(network, name ?? ""))).toEqual(Either.right({ name, address }))
    expect(ens.gateway.requests()).toBe(before + 1)
  })

  it("fails a CCIP-read whose gateway fails with ResolveNameFailed, the typed gateway failure as cause", async () => {
    const config = Either.getOrThrow(decodeConfig({ projectId: "p", networks: [anvilNetwork], rpcUrls: { [anvilNetwork.caipNetworkId]: [anvil.rpcUrl] } }))
    const rpc = Effect.runSync(Effect.provideService(makeChainRpcWith((input, init) => fetch(input, init)), Config, config))
    const down = await Effect.runPromise(
      HttpClient.HttpClient.pipe(Effect.provide(FetchHttpClient.layer), Effect.provideService(FetchHttpClient.Fetch, () => Promise.resolve(new Response("busy", { status: 503 }))))
    )
    const result = await run(makeEnsResolverWith(rpc, down).resolveAddress(network, Object.keys(OFFCHAIN_NAMES)[0] ?? ""))
    expect(Either.isLeft(result) && result.left._tag).toBe("ResolveNameFailed")
    expect(Either.isLeft(result) ? result.left.message : "").toBe("Error resolving name")
    const cause = Either.isLeft(result) && result.left._tag === "ResolveNameFailed" ? result.left.cause : undefined
    expect(cause).toMatchObject({ _tag: "CcipReadFailed", reason: "gateway", status: 503 })
  })
})
