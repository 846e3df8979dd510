/**
 * The live data-plane layers against the real local data server (issue 9): anvil with the deployed tokens and
 * collection, Surfpool with the SPL balance, the indexer, the verified names registry, the explorer and the
 * analytics sink. Real HTTP (FetchHttpClient), real chains, real signatures.
 */
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { createWalletClient, http, parseUnits } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ANVIL_ACCOUNTS } from "../../dev/accounts.js"
import { type Anvil, startAnvil } from "../../dev/anvil.js"
import { localChain } from "../../dev/data-server/deploy.js"
import { type LocalDataServer, startLocalDataServer } from "../../dev/data-server/index.js"
import { TEST_SPL } from "../../dev/data-server/solana.js"
import { jsonRpc } from "../../dev/data-server/solanaHistory.js"
import { scriptSolanaTransfer } from "../../dev/data-server/solanaScript.js"
import { MULTICHAIN_DEMO_SOLANA_ACCOUNT, SOLANA_DEMO_ACCOUNT } from "../../dev/solana-wallet/accounts.js"
import { startSurfpool, type Surfpool } from "../../dev/surfpool.js"
import { AlertsLive } from "../../layers/live/Alerts.js"
import type { AnalyticsPage } from "../../layers/live/AnalyticsPage.js"
import { analyticsLive } from "../../layers/live/analyticsTransport.js"
import { BlockchainApiLive } from "../../layers/live/BlockchainApi.js"
import { EventsLive } from "../../layers/live/Events.js"
import { ExplorerLive } from "../../layers/live/Explorer.js"
import { StorageTest } from "../../layers/test/Storage.js"
import { Alerts } from "../../services/Alerts.js"
import { Analytics } from "../../services/Analytics.js"
import { BlockchainApi } from "../../services/BlockchainApi.js"
import { Config } from "../../services/Config.js"
import { Explorer } from "../../services/Explorer.js"
import { optionsWith } from "../services/harness.js"

const [A0, A1] = ANVIL_ACCOUNTS
let anvil: Anvil | undefined
let surfpool: Surfpool | undefined
let data: LocalDataServer | undefined

beforeAll(async () => {
  anvil = await startAnvil()
  surfpool = await startSurfpool({
    fund: [{ address: SOLANA_DEMO_ACCOUNT.address, lamports: 5_000_000_000n }, { address: MULTICHAIN_DEMO_SOLANA_ACCOUNT.address, lamports: 5_000_000_000n }]
  })
  data = await startLocalDataServer({ anvil, surfpool, allowedOrigins: ["http://127.0.0.1:9999"] })
}, 60_000)
afterAll(async () => {
  await Promise.allSettled([data?.stop(), anvil?.stop(), surfpool?.stop()])
})

const server = (): LocalDataServer => {
  if (data === undefined) throw new Error("data server did not start")
  return data
}
const on = () => ({ caipNetworkId: `eip155:${anvil?.chainId ?? 0}` })

const page: AnalyticsPage = { url: () => "http://127.0.0.1:9999/", domain: () => "127.0.0.1", onPageHide: () => () => {}, sendBeacon: () => false }

const run = <A, E>(effect: Effect.Effect<A, E, BlockchainApi | Explorer | Analytics | Alerts>): Promise<A> => {
  const config = Layer.succeed(
    Config,
    optionsWith({ projectId: "local-test", apiUrl: server().apiUrl, explorerUrl: server().explorerUrl, analyticsUrl: server().analyticsUrl })
  )
  const base = Layer.mergeAll(FetchHttpClient.layer, StorageTest, AlertsLive, EventsLive, config)
  const layer = analyticsLive(page).pipe(Layer.provideMerge(Layer.mergeAll(BlockchainApiLive, ExplorerLive).pipe(Layer.provideMerge(base))))
  return Effect.runPromise(Effect.scoped(effect.pipe(Effect.provide(layer))))
}

describe("local data server + live layers", () => {
  it("supported chains and balances come from the chains: ETH, the 6- and 18-decimal ERC-20s", async () => {
    const [chains, balances] = await run(Effect.flatMap(BlockchainApi, (b) => Effect.all([b.getSupportedChains, b.getBalances({ ...on(), address: A1?.address ?? "" })])))
    expect(chains.http).toEqual([on().caipNetworkId, "solana:localnet"])
    expect(balances.map((t) => [t.symbol, t.quantity.numeric, t.quantity.decimals])).toEqual([
      ["ETH", "10000", "18"],
      ["wUSD", "1250.5", "6"],
      ["wGLD", "3.75", "18"]
    ])
    expect(balances[1]?.value).toBe(1250.5)
    expect(balances[1]?.address).toBe(`${on().caipNetworkId}:${server().fixtures.tokens[0]?.address}`)
  })

  it("a token transfer sent on the chain is in both accounts' history, newest first, with the NFT mints after it", async () => {
    if (A0 === undefined || A1 === undefined || anvil === undefined) throw new Error("accounts")
    const wallet = createWalletClient({ chain: localChain(anvil.rpcUrl, anvil.chainId), transport: http(anvil.rpcUrl), account: privateKeyToAccount(A1.privateKey) })
    const token = server().fixtures.tokens[0]
    if (token === undefined) throw new Error("no token")
    const hash = await wallet.writeContract({ address: token.address, abi: server().fixtures.contracts.TestToken.abi, functionName: "transfer", args: [A0.address, parseUnits("2.5", 6)] })
    const [received, sent] = await run(
      Effect.flatMap(BlockchainApi, (b) => Effect.all([b.getHistory({ ...on(), account: A0.address }), b.getHistory({ ...on(), account: A1.address })]))
    )
    const first = received.data[0]
    expect(first?.id).toBe(hash)
    expect(first?.metadata).toMatchObject({ operationType: "receive", status: "confirmed", sentFrom: A1.address, sentTo: A0.address })
    expect(first?.transfers[0]).toMatchObject({ direction: "in", quantity: { numeric: "2.5" }, fungible_info: { symbol: "wUSD" } })
    expect(sent.data[0]?.metadata.operationType).toBe("send")
    const nfts = received.data.flatMap((t) => t.transfers.flatMap((x) => (x.nft_info === undefined ? [] : [x.nft_info.name])))
    expect(nfts).toEqual(["Green Square", "Blue Square", "Red Square"])
    const image = received.data.flatMap((t) => t.transfers).find((x) => x.nft_info !== undefined)?.nft_info?.content?.preview?.url
    expect(Buffer.from((image ?? "").replace(/^data:image\/svg\+xml;base64,/, ""), "base64").toString()).toMatch(/^<svg .*fill='#30a46c'/)
  })

  it("history pages with the cursor", async () => {
    const all = await run(
      Effect.flatMap(BlockchainApi, (b) =>
        Effect.gen(function*() {
          const pages = []
          let cursor: string | undefined
          do {
            const page = yield* b.getHistory({ ...on(), account: ANVIL_ACCOUNTS[9]?.address ?? "", cursor })
            pages.push(page.data.length)
            cursor = page.next ?? undefined
          } while (cursor !== undefined)
          return pages
        })
      )
    )
    // Account 9 deployed 3 contracts and sent 6 token mints and 4 NFT mints: 13 transactions, pages of 20.
    expect(all).toEqual([13])
  })

  it("names: a verified registration resolves, reverses and names the identity; a forged one is refused with the API's reason", async () => {
    if (A0 === undefined || A1 === undefined) throw new Error("accounts")
    const message = JSON.stringify({ name: "alice.walletport.id", attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const signature = await privateKeyToAccount(A0.privateKey).signMessage({ message })
    const forged = await privateKeyToAccount(A1.privateKey).signMessage({ message: message.replace("alice", "mallory") })
    const result = await run(
      Effect.flatMap(BlockchainApi, (b) =>
        Effect.gen(function*() {
          const refused = yield* Effect.flip(
            b.registerName({ ...on(), name: "mallory.walletport.id", coinType: 60, address: A0.address, message: message.replace("alice", "mallory"), signature: forged })
          )
          yield* b.registerName({ ...on(), name: "alice.walletport.id", coinType: 60, address: A0.address, message, signature })
          const taken = yield* Effect.flip(b.registerName({ ...on(), name: "alice.walletport.id", coinType: 60, address: A0.address, message, signature }))
          return {
            refused: refused.message,
            taken: taken.message,
            lookup: yield* b.lookupName({ ...on(), name: "alice.walletport.id" }),
            reverse: yield* b.reverseLookup({ ...on(), address: A0.address }),
            identity: yield* b.getIdentity({ ...on(), address: A0.address }),
            suggestions: yield* b.getNameSuggestions({ ...on(), name: "alice", zone: "walletport.id" })
          }
        })
      )
    )
    expect(result.refused).toBe("Invalid signature")
    expect(result.taken).toBe("Name is already registered")
    expect(result.lookup?.addresses["60"]?.address).toBe(A0.address)
    expect(result.reverse.map((r) => r.name)).toEqual(["alice.walletport.id"])
    expect(result.identity).toEqual({ name: "alice.walletport.id", avatar: null })
    expect(result.suggestions[0]).toMatchObject({ name: "alice.walletport.id", registered: true })
  })

  it("gas price from the chain; an unsupported network is skipped with empty results", async () => {
    const [gas, balances, tokens] = await run(
      Effect.flatMap(BlockchainApi, (b) =>
        Effect.all([b.getGasPrice(on()), b.getBalances({ caipNetworkId: "eip155:1", address: A0?.address ?? "" }), b.getSwapTokens(on())])
      )
    )
    expect(BigInt(gas.standard)).toBeGreaterThan(0n)
    expect(BigInt(gas.fast)).toBeGreaterThan(BigInt(gas.standard))
    expect(balances).toEqual([])
    expect(tokens.map((t) => t.symbol)).toEqual(["ETH", "wUSD", "wGLD"])
  })

  it("Solana balances: SOL and the SPL token from Surfpool", async () => {
    const balances = await run(Effect.flatMap(BlockchainApi, (b) => b.getBalances({ caipNetworkId: "solana:localnet", address: SOLANA_DEMO_ACCOUNT.address })))
    expect(balances.map((t) => [t.symbol, t.quantity.numeric])).toEqual([["SOL", "5"], ["wSPL", "4200"]])
  })

  it("the SPL mint is a real account on the local chain: getAccountInfo and getTokenSupply answer for it", async () => {
    const rpc = jsonRpc(surfpool?.rpcUrl ?? "")
    const info = await rpc("getAccountInfo", [TEST_SPL.mint, { encoding: "jsonParsed" }])
    expect(info).toMatchObject({ value: { owner: "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", data: { program: "spl-token", parsed: { type: "mint", info: { decimals: 6, isInitialized: true } } } } })
    expect(await rpc("getTokenSupply", [TEST_SPL.mint])).toMatchObject({ value: { decimals: TEST_SPL.decimals } })
  })

  it("Solana history: scripted SOL and SPL transfers, newest first, seen from both sides; both path forms; cursor paging", async () => {
    const rpcUrl = surfpool?.rpcUrl ?? ""
    const me = SOLANA_DEMO_ACCOUNT.address
    const other = MULTICHAIN_DEMO_SOLANA_ACCOUNT.address
    const solSig = await scriptSolanaTransfer(rpcUrl, MULTICHAIN_DEMO_SOLANA_ACCOUNT, me, 250_000_000n)
    const splSig = await scriptSolanaTransfer(rpcUrl, MULTICHAIN_DEMO_SOLANA_ACCOUNT, me, 12_500_000n, TEST_SPL.mint)
    const sentBack = await scriptSolanaTransfer(rpcUrl, SOLANA_DEMO_ACCOUNT, other, 100_000_000n)
    const caipNetworkId = "solana:localnet"
    const [mine, theirs] = await run(Effect.flatMap(BlockchainApi, (b) =>
      Effect.all([b.getHistory({ caipNetworkId, account: me }), b.getHistory({ caipNetworkId, account: other })])))
    expect(mine.data.map((t) => t.id)).toEqual([sentBack, splSig, solSig])
    const [back, spl, sol] = mine.data
    expect(sol?.metadata).toMatchObject({ operationType: "receive", sentFrom: other, sentTo: me, status: "confirmed", chain: caipNetworkId, hash: solSig })
    expect(sol?.transfers).toEqual([expect.objectContaining({ direction: "in", quantity: { numeric: "0.25" }, fungible_info: expect.objectContaining({ symbol: "SOL" }) })])
    expect(spl?.transfers).toEqual([expect.objectContaining({ direction: "in", quantity: { numeric: "12.5" }, value: 6.25, fungible_info: expect.objectContaining({ symbol: "wSPL" }) })])
    expect(back?.metadata).toMatchObject({ operationType: "send", sentFrom: me, sentTo: other })
    expect(back?.transfers[0]).toMatchObject({ direction: "out", quantity: { numeric: "0.1" } })
    // Mined now: within a minute of this test's clock.
    expect(Math.abs(Date.parse(sol?.metadata.minedAt ?? "") - Date.now())).toBeLessThan(60_000)
    expect(theirs.data.slice(0, 3).map((t) => [t.id, t.transfers[0]?.direction])).toEqual([[sentBack, "in"], [splSig, "out"], [solSig, "out"]])
    // The CAIP-10 path form names the chain itself; the cursor pages through the same list.
    const url = (cursor?: string) => `${server().apiUrl}/v1/account/${encodeURIComponent(`${caipNetworkId}:${me}`)}/history?projectId=p${cursor === undefined ? "" : `&cursor=${cursor}`}`
    const whole = await fetch(url()).then((r) => r.json())
    expect(whole.data.map((t: { id: string }) => t.id)).toEqual([sentBack, splSig, solSig])
    expect(whole.next).toBeNull()
    const tail = await fetch(url("2")).then((r) => r.json())
    expect([tail.data.map((t: { id: string }) => t.id), tail.next]).toEqual([[solSig], null])
  })

  it("explorer: demo wallets first, images served; stopped → the bundled catalogue; origins allow-list and its switch", async () => {
    const result = await run(
      Effect.flatMap(Explorer, (e) =>
        Effect.gen(function*() {
          const listing = yield* e.getWallets({ page: 1, chains: ["eip155:31337"] })
          const image = yield* Effect.promise(() => fetch(e.walletImageUrl("walletport-demo")).then((r) => r.text()))
          const allowed = yield* e.checkOrigin("http://127.0.0.1:9999")
          const unlisted = yield* e.checkOrigin("http://evil.test")
          yield* Effect.promise(() => fetch(`${server().url}/dev/switch`, { method: "POST", body: JSON.stringify({ explorerDown: true }) }))
          const offline = yield* e.getWallets({ page: 1, chains: ["eip155:31337"] })
          yield* Effect.promise(() => fetch(`${server().url}/dev/switch`, { method: "POST", body: JSON.stringify({ explorerDown: false }) }))
          return { listing, image, allowed, unlisted, offline, alerts: yield* (yield* Alerts).state.get }
        })
      )
    )
    expect(result.listing.source).toBe("explorer")
    expect(result.listing.data.slice(0, 2).map((w) => w.name)).toEqual(["Walletport Demo Wallet", "Walletport Multichain Demo Wallet"])
    expect(result.listing.data.some((w) => w.name === "MetaMask")).toBe(true)
    expect(result.image).toMatch(/^<svg/)
    expect([result.allowed, result.unlisted]).toEqual(["allowed", "notListed"])
    expect(result.alerts).toEqual(["invalidAppConfiguration"])
    expect(result.offline.source).toBe("bundled")
    expect(result.offline.data.some((w) => w.name === "MetaMask")).toBe(true)
    expect(result.offline.data.some((w) => w.name === "Walletport Demo Wallet")).toBe(false)
  })

  it("analytics: the sink records the posted events with projectId/st/sv, never MODAL_CREATED", async () => {
    const before = server().events().length
    await run(
      Effect.flatMap(Analytics, (a) =>
        Effect.gen(function*() {
          yield* a.track({ event: "MODAL_CREATED" })
          yield* a.track({ event: "MODAL_OPEN", properties: { connected: false } })
          yield* a.flush
        })
      )
    )
    const events = server().events().slice(before)
    expect(events.map((e) => Reflect.get(Object(Reflect.get(Object(e.body), "props")), "event"))).toEqual(["MODAL_OPEN"])
    expect(events[0]?.query).toMatchObject({ projectId: "local-test" })
  })
})
