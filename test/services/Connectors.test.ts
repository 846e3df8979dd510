/** Connectors (SPEC §2 connector order, include/exclude/featured/custom, recent max 2, MULTI_CHAIN merge). */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type { Wallet } from "@wallet-standard/base"
import { orderConnectors, type ConnectorOrderInput } from "../../layers/live/connectorOrder.js"
import { walletFromAnnouncement } from "../../layers/live/evm/announcements.js"
import { readWallet } from "../../layers/live/solana/walletInfo.js"
import { makeFakeAdapter, makeFakeChainWallet } from "../../layers/test/fakeAdapter.js"
import type { ChainNamespace } from "../../schemas/entities/ids.js"
import type { AdapterWallet } from "../../services/ChainAdapter.js"
import { Connection } from "../../services/Connection.js"
import { Connectors } from "../../services/Connectors.js"
import { harness, waitFor } from "./harness.js"

const TEST_ICON = "data:image/svg+xml;base64,PHN2Zy8+"

const wallet = (id: string, name: string, namespace: ChainNamespace = "eip155", rdns: string | undefined = id): AdapterWallet => ({
  id,
  namespace,
  name,
  icon: undefined,
  rdns,
  type: "ANNOUNCED"
})

const input = (overrides: Partial<ConnectorOrderInput> = {}): ConnectorOrderInput => ({
  wallets: [[wallet("io.metamask", "MetaMask"), wallet("me.rainbow", "Rainbow"), wallet("io.rabby", "Rabby")]],
  recent: [],
  customWallets: [],
  featuredWalletIds: [],
  includeWalletIds: [],
  excludeWalletIds: [],
  ...overrides
})

const ids = (i: ConnectorOrderInput) => orderConnectors(i).map((entry) => `${entry.group}:${entry.id}`)

describe("orderConnectors (SPEC §2)", () => {
  it("lists installed wallets as injected, in discovery order", () => {
    assert.deepStrictEqual(ids(input()), ["injected:io.metamask", "injected:me.rainbow", "injected:io.rabby"])
  })

  it("recent wallets come first, newest first, marked recent", () => {
    const entries = orderConnectors(input({ recent: [{ id: "io.rabby", name: "Rabby" }, { id: "me.rainbow", name: "Rainbow" }] }))
    assert.deepStrictEqual(entries.map((e) => `${e.group}:${e.id}`), ["recent:io.rabby", "recent:me.rainbow", "injected:io.metamask"])
    assert.deepStrictEqual(entries.map((e) => e.recent), [true, true, false])
  })

  it("a recent wallet no longer on the page is not listed", () => {
    assert.deepStrictEqual(ids(input({ recent: [{ id: "io.gone", name: "Gone" }] })), [
      "injected:io.metamask",
      "injected:me.rainbow",
      "injected:io.rabby"
    ])
  })

  it("excludeWalletIds matches id, rdns or case-insensitive name", () => {
    assert.deepStrictEqual(ids(input({ excludeWalletIds: ["io.metamask", "RAINBOW"] })), ["injected:io.rabby"])
  })

  it("includeWalletIds lists only the matching wallets", () => {
    assert.deepStrictEqual(ids(input({ includeWalletIds: ["rabby", "io.metamask"] })), ["injected:io.metamask", "injected:io.rabby"])
  })

  it("exclusion wins over inclusion", () => {
    assert.deepStrictEqual(ids(input({ includeWalletIds: ["io.rabby"], excludeWalletIds: ["Rabby"] })), [])
  })

  it("featuredWalletIds go first within their group, in the host's order (overrides first)", () => {
    assert.deepStrictEqual(ids(input({ featuredWalletIds: ["io.rabby", "me.rainbow"] })), [
      "injected:io.rabby",
      "injected:me.rainbow",
      "injected:io.metamask"
    ])
  })

  it("custom wallets follow the installed ones; a featured custom wallet forms the featured group before them", () => {
    const customWallets = [
      { id: "custom.one", name: "One", image_url: "https://one.example/icon.png" },
      { id: "custom.two", name: "Two" }
    ]
    const entries = orderConnectors(input({ customWallets, featuredWalletIds: ["custom.two"] }))
    assert.deepStrictEqual(entries.map((e) => `${e.group}:${e.id}`), [
      "injected:io.metamask",
      "injected:me.rainbow",
      "injected:io.rabby",
      "featured:custom.two",
      "custom:custom.one"
    ])
    const custom = entries.at(-1)
    assert.strictEqual(custom?.installed, false)
    assert.strictEqual(custom?.icon, "https://one.example/icon.png")
    assert.deepStrictEqual(custom?.namespaces, [])
  })

  it("a custom wallet that is installed is listed once, as the installed one", () => {
    assert.deepStrictEqual(ids(input({ customWallets: [{ id: "io.metamask", name: "MetaMask" }] })), [
      "injected:io.metamask",
      "injected:me.rainbow",
      "injected:io.rabby"
    ])
  })

  it("merges one wallet found by two adapters (same rdns) into a MULTI_CHAIN entry", () => {
    const entries = orderConnectors(input({
      wallets: [
        [wallet("app.phantom", "Phantom"), wallet("io.metamask", "MetaMask")],
        [wallet("Phantom", "Phantom", "solana", "app.phantom"), wallet("Solflare", "Solflare", "solana", undefined)]
      ]
    }))
    assert.deepStrictEqual(entries.map((e) => [e.id, e.type, e.namespaces]), [
      ["app.phantom", "MULTI_CHAIN", ["eip155", "solana"]],
      ["io.metamask", "ANNOUNCED", ["eip155"]],
      ["Solflare", "ANNOUNCED", ["solana"]]
    ])
    assert.deepStrictEqual(entries[0]?.walletIds, { eip155: "app.phantom", solana: "Phantom" })
  })

  it("a wallet named like a known one but declaring no rdns (a spoofed second face) is listed apart, never merged", () => {
    const entries = orderConnectors(input({
      wallets: [
        [wallet("io.metamask", "MetaMask")],
        [wallet("MetaMask", "metamask", "solana", undefined), wallet("Evil", "Evil", "solana", "io.metamask.evil")]
      ]
    }))
    assert.deepStrictEqual(entries.map((e) => [e.id, e.type, e.namespaces]), [
      ["io.metamask", "ANNOUNCED", ["eip155"]],
      ["MetaMask", "ANNOUNCED", ["solana"]],
      ["Evil", "ANNOUNCED", ["solana"]]
    ])
    assert.deepStrictEqual(entries[0]?.walletIds, { eip155: "io.metamask" })
  })

  it("a Wallet Standard wallet declaring its EVM face's rdns merges with it; a malformed or throwing rdns declares nothing", () => {
    const evm = walletFromAnnouncement({
      info: { uuid: "u", name: "Duo", icon: TEST_ICON, rdns: "io.duo" },
      provider: { request: async () => undefined, on: () => undefined, removeListener: () => undefined }
    })
    const solanaFace = (name: string, rdns: PropertyDescriptor): Wallet =>
      Object.defineProperty({
        version: "1.0.0",
        name,
        icon: TEST_ICON,
        chains: ["solana:mainnet"],
        accounts: [],
        features: { "standard:connect": { version: "1.0.0", connect: async () => ({ accounts: [] }) } }
      } satisfies Wallet, "rdns", rdns)
    const faces = [
      solanaFace("Duo", { value: "io.duo" }),
      solanaFace("Bad", { value: "not an rdns" }),
      solanaFace("Throws", { get: () => { throw new Error("no") } })
    ].map(readWallet)
    assert.deepStrictEqual(faces.map((face) => face?.rdns), ["io.duo", undefined, undefined])
    const entries = orderConnectors(input({ wallets: [evm === undefined ? [] : [evm], faces.filter((f) => f !== undefined)] }))
    assert.deepStrictEqual(entries.map((e) => [e.id, e.type, e.namespaces]), [
      ["io.duo", "MULTI_CHAIN", ["eip155", "solana"]],
      ["Bad", "ANNOUNCED", ["solana"]],
      ["Throws", "ANNOUNCED", ["solana"]]
    ])
  })

  it("WalletConnect's entries of every namespace are one MULTI_CHAIN entry (one module made them)", () => {
    const walletConnect = (namespace: ChainNamespace): AdapterWallet => ({
      ...wallet("walletConnect", "WalletConnect", namespace, undefined),
      type: "WALLET_CONNECT"
    })
    const entries = orderConnectors(input({ wallets: [[walletConnect("eip155")], [walletConnect("solana")]] }))
    assert.deepStrictEqual(entries.map((e) => [e.id, e.type, e.namespaces, e.group]), [
      ["walletConnect", "MULTI_CHAIN", ["eip155", "solana"], "walletConnect"]
    ])
  })
})

describe("Connectors service", () => {
  it.effect("updates as a wallet announces late, and marks the connected wallet recent (max 2)", () => {
    const a = makeFakeChainWallet({ name: "A", rdns: "io.a", accounts: { eip155: ["0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"] } })
    const b = makeFakeChainWallet({ name: "B", rdns: "io.b", accounts: { eip155: ["0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"] } })
    const c = makeFakeChainWallet({ name: "C", rdns: "io.c", accounts: { eip155: ["0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"] } })
    const evm = makeFakeAdapter("eip155", [a, b])
    return Effect.gen(function*() {
      const connectors = yield* Connectors
      assert.deepStrictEqual((yield* connectors.list.get).map((e) => e.id), ["io.a", "io.b"])
      yield* evm.announce(c)
      yield* waitFor(connectors.list, (list) => list.length === 3)
      const connection = yield* Connection
      yield* connection.connect("io.b")
      yield* connection.connect("io.c")
      yield* connection.connect("io.a")
      const list = yield* connectors.list.get
      assert.deepStrictEqual(list.map((e) => `${e.group}:${e.id}`), ["recent:io.a", "recent:io.c", "injected:io.b"])
    }).pipe(Effect.provide(harness({ noAdapters: true, options: { adapters: [evm.adapter] } })))
  })
})
