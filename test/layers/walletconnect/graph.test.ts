/**
 * The WalletConnect adapters in the whole instance graph (Connection, Storage, Device) over a scripted
 * UniversalProvider: the phone's deep-link choice stored on approval and reopened before each request (sign,
 * send, switch chain), cleared on disconnect; partial approval; disconnecting one namespace of a shared
 * session; Send through the session.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as TestClock from "effect/TestClock"
import { deviceFixed, type Platform } from "../../../layers/live/Device.js"
import { walletConnectModule } from "../../../layers/live/walletconnect/module.js"
import { StorageTest, storageTestWith } from "../../../layers/test/Storage.js"
import { dataTest } from "../../../layers/test/data.js"
import { appLayer } from "../../../runtime/layers.js"
import {
  openWalletLink,
  prepareWalletConnectList,
  selectCatalogueWallet,
  selectWalletConnect,
  walletConnectControls
} from "../../../runtime/walletConnect.js"
import { defineAdapter, type WalletportAdapter } from "../../../schemas/adapterDescriptor.js"
import type { ChosenWallet } from "../../../schemas/deepLink.js"
import { arbitrum, mainnet } from "../../../schemas/networks/evm.js"
import { solana } from "../../../schemas/networks/solana.js"
import { NATIVE_TOKEN_ID } from "../../../schemas/send.js"
import { ChainAdapters } from "../../../services/ChainAdapter.js"
import { Connection } from "../../../services/Connection.js"
import { Device } from "../../../services/Device.js"
import { Modal } from "../../../services/Modal.js"
import { Router } from "../../../services/Router.js"
import { Storage } from "../../../services/Storage.js"
import { makeTestChain } from "../../../layers/test/ChainRpc.js"
import { fakeEvmAdapter } from "../../../layers/test/evmAdapter.js"
import { optionsWith, storedConnectorEntry, testWallet } from "../../services/harness.js"
import { encodeBase58 } from "../../../schemas/validators/base58.js"
import { EVM_ADDRESS, type Fake, fakeProvider, fakeSdk, flush, multiSession, SOL_ADDRESS } from "./fakeProvider.js"

const RAINBOW: ChosenWallet = { id: "rainbow", name: "Rainbow", mobileLink: "rainbow://" }

/**
 * One instance with WalletConnect alone (or after `browserAdapters`) over `fake`, on a phone (or not, or a
 * given platform); opened links land in `opened`; `loads` counts the SDK loads, `preloads` its code-only imports.
 */
const graph = (
  fake: Fake,
  device: boolean | Partial<Platform>,
  browserAdapters: ReadonlyArray<WalletportAdapter> = [],
  storage: Layer.Layer<Storage> = StorageTest
) => {
  const opened: Array<string> = []
  let loads = 0
  const { sdk, preloads } = fakeSdk(async () => {
    loads++
    return fake.provider
  })
  const descriptor = defineAdapter("eip155", async () => walletConnectModule({}, sdk), "walletConnect")
  const platform = typeof device === "boolean" ? { mobile: device } : device
  const layer = appLayer(
    optionsWith({ adapters: [...browserAdapters, descriptor], networks: [mainnet, arbitrum, solana] }),
    Layer.mergeAll(storage, Layer.succeed(Device, deviceFixed(platform, (href) => opened.push(href)))),
    dataTest()
  )
  return { layer, opened, loads: () => loads, preloads }
}

const state = Effect.flatMap(Connection, (c) => c.state.get)
const storedLink = Effect.flatMap(Storage, (s) => s.walletConnectDeepLink.get)

/** Connects WalletConnect through Connection, the wallet approving `session`. */
const connectWith = (fake: Fake, session: ReturnType<typeof multiSession>) =>
  Effect.gen(function*() {
    const fiber = yield* Effect.fork((yield* Connection).connect("walletConnect"))
    yield* flush
    fake.approve(session)
    return yield* Fiber.join(fiber)
  })

/** Connects WalletConnect with Rainbow picked on the phone (its link opened), the wallet approving; the choice is stored. */
const connectThroughRainbow = (fake: Fake) =>
  Effect.gen(function*() {
    const fiber = yield* Effect.fork((yield* Connection).connect("walletConnect"))
    yield* flush
    yield* openWalletLink(RAINBOW, "wc:pairing1@2?relay-protocol=irn&symKey=00")
    fake.approve(multiSession())
    yield* Fiber.join(fiber)
    assert.isTrue(Option.isSome(yield* storedLink))
  })

describe("WalletConnect on a phone: the deep-link choice (SPEC §4, AppKit's wcLinking)", () => {
  it.live("tapping a wallet opens its deep link; once approved, sign, send and switch chain reopen its bare link; disconnect clears it", () => {
    const fake = fakeProvider()
    const { layer, opened } = graph(fake, true)
    return Effect.gen(function*() {
      const fiber = yield* Effect.fork((yield* Connection).connect("walletConnect"))
      yield* flush
      yield* openWalletLink(RAINBOW, "wc:pairing1@2?relay-protocol=irn&symKey=00")
      assert.deepStrictEqual(opened, [`rainbow://wc?uri=${encodeURIComponent("wc:pairing1@2?relay-protocol=irn&symKey=00")}`])
      // Stored only once the session settles (SPEC §4 "on finalize").
      assert.isTrue(Option.isNone(yield* storedLink))
      fake.approve(multiSession())
      yield* Fiber.join(fiber)
      assert.deepStrictEqual(yield* storedLink, Option.some({ walletId: "rainbow", name: "Rainbow", href: "rainbow://" }))

      const connection = yield* Connection
      fake.answer = (method) => (method === "personal_sign" ? `0x${"ab".repeat(65)}` : `0x${"cd".repeat(32)}`)
      yield* connection.signMessage("hello", "eip155")
      assert.deepStrictEqual(opened.slice(1), ["rainbow://"])
      // A read through the host's provider goes to the RPC, not the wallet: nothing opens.
      const host = yield* connection.hostProvider("eip155")
      const read = typeof host === "object" && host !== null ? Reflect.get(host, "request") : undefined
      if (typeof read === "function") yield* Effect.promise(() => read({ method: "eth_blockNumber" }))
      assert.strictEqual(fake.requests.at(-1)?.method, "eth_blockNumber")
      assert.deepStrictEqual(opened.slice(1), ["rainbow://"])

      const adapter = (yield* ChainAdapters).get("eip155")
      const transfers = adapter?.transfers
      assert.isDefined(transfers)
      const request = { from: EVM_ADDRESS, to: EVM_ADDRESS, value: "0x1", gas: "0x5208", chainId: "0x1", gasPrice: "0x1" }
      const hash = yield* transfers!.submit("walletConnect", mainnet, {
        _tag: "evm",
        fee: 21_000n,
        request,
        accountNonce: 0,
        transfer: {
          from: EVM_ADDRESS,
          to: EVM_ADDRESS,
          amount: 1n,
          token: { id: NATIVE_TOKEN_ID, kind: "native", name: "Ether", symbol: "ETH", decimals: 18, balance: 2n }
        }
      })
      assert.strictEqual(hash, `0x${"cd".repeat(32)}`)
      assert.deepStrictEqual(fake.requests.at(-1), { method: "eth_sendTransaction", params: [request], chain: "eip155:1" })
      // Arbitrum was not approved: the switch is a request to the wallet, so it comes back to it too.
      fake.answer = () => null
      yield* adapter!.switchNetwork("walletConnect", arbitrum)
      assert.strictEqual(fake.requests.at(-1)?.method, "wallet_switchEthereumChain")
      assert.deepStrictEqual(opened.slice(1), ["rainbow://", "rainbow://", "rainbow://"])

      yield* connection.disconnect()
      assert.isTrue(Option.isNone(yield* storedLink))
    }).pipe(Effect.provide(layer))
  })

  it.live("a disconnect whose deletion the relay never acknowledges still clears the choice (the wallet side is bounded, the local clean-up never waits)", () => {
    const fake = fakeProvider({ deleteUnacknowledged: true })
    const { layer } = graph(fake, true)
    return Effect.gen(function*() {
      yield* connectThroughRainbow(fake)
      yield* (yield* Connection).disconnect()
      assert.strictEqual(fake.disconnects(), 1)
      assert.isTrue(Option.isNone(yield* storedLink))
    }).pipe(Effect.provide(layer))
  })

  it.live("on a desktop nothing opens before a request; a QR scan (no wallet chosen) stores no link", () => {
    const fake = fakeProvider()
    const { layer, opened } = graph(fake, false)
    return Effect.gen(function*() {
      yield* connectWith(fake, multiSession())
      assert.isTrue(Option.isNone(yield* storedLink))
      yield* (yield* Connection).signMessage("hello", "eip155").pipe(Effect.ignore)
      assert.deepStrictEqual(opened, [])
    }).pipe(Effect.provide(layer))
  })

  it.live("the wallet ending the session clears the stored link", () => {
    const fake = fakeProvider()
    const { layer } = graph(fake, true)
    return Effect.gen(function*() {
      yield* connectThroughRainbow(fake)
      fake.deleteSession()
      yield* flush
      assert.isTrue(Option.isNone(yield* storedLink))
      const s = yield* state
      assert.strictEqual(s.namespaces.eip155.status, "disconnected")
      assert.strictEqual(s.namespaces.solana.status, "disconnected")
    }).pipe(Effect.provide(layer))
  })
})

describe("the deep-link choice when the visitor changes course (races)", () => {
  it.live("a wallet tapped, then WalletConnect itself picked, then approved: no link is stored", () => {
    const fake = fakeProvider()
    const { layer, opened } = graph(fake, true)
    return Effect.gen(function*() {
      yield* openWalletLink(RAINBOW, "wc:pairing0@2?relay-protocol=irn&symKey=00")
      const fiber = yield* Effect.fork(selectWalletConnect("walletConnect"))
      yield* flush
      fake.approve(multiSession())
      yield* Fiber.join(fiber)
      assert.isTrue(Option.isNone(yield* storedLink))
      yield* (yield* Connection).signMessage("hello", "eip155").pipe(Effect.ignore)
      assert.strictEqual(opened.length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a wallet tapped for a pairing that expires: the next pairing, scanned instead, stores no link", () => {
    const fake = fakeProvider()
    const { layer } = graph(fake, true)
    return Effect.gen(function*() {
      const connection = yield* Connection
      const first = yield* Effect.fork(Effect.either(connection.connect("walletConnect")))
      yield* flush
      yield* openWalletLink(RAINBOW, "wc:pairing1@2?relay-protocol=irn&symKey=00")
      yield* TestClock.adjust("4 minutes")
      yield* flush
      assert.isTrue(Either.isLeft(yield* Fiber.join(first)))
      const second = yield* Effect.fork(connection.connect("walletConnect"))
      yield* TestClock.adjust("1 second")
      yield* flush
      fake.approve(multiSession())
      yield* Fiber.join(second)
      assert.isTrue(Option.isNone(yield* storedLink))
    }).pipe(Effect.provide(layer))
  })
})

describe("Send through the session (issue 10's capabilities, the wallet call over WalletConnect)", () => {
  it.live("Solana: the wire transaction goes as solana_signAndSendTransaction (base64) on the session's chain; a bad answer is ConnectorBadResponse", () => {
    const fake = fakeProvider()
    const { layer } = graph(fake, false)
    return Effect.gen(function*() {
      yield* connectWith(fake, multiSession())
      const transfers = (yield* ChainAdapters).get("solana")?.transfers
      assert.isDefined(transfers)
      const signature = encodeBase58(new Uint8Array(64).fill(7))
      fake.answer = () => ({ signature })
      const plan = {
        _tag: "solana" as const,
        fee: 5_000n,
        wire: new Uint8Array([1, 2, 3]),
        lastValidBlockHeight: 150n,
        transfer: {
          from: SOL_ADDRESS,
          to: SOL_ADDRESS,
          amount: 1n,
          token: { id: NATIVE_TOKEN_ID, kind: "native" as const, name: "Solana", symbol: "SOL", decimals: 9, balance: 2n }
        }
      }
      assert.strictEqual(yield* transfers!.submit("walletConnect", solana, plan), signature)
      assert.deepStrictEqual(fake.requests.at(-1), {
        method: "solana_signAndSendTransaction",
        params: { transaction: "AQID" },
        chain: solana.caipNetworkId
      })
      fake.answer = () => ({ signature: "nope" })
      const error = yield* Effect.flip(transfers!.submit("walletConnect", solana, plan))
      assert.strictEqual(error._tag, "ConnectorBadResponse")
      // The wallet's answer is the cause (issue 24): the developer sees what came back.
      assert.deepStrictEqual(error._tag === "ConnectorBadResponse" ? error.cause : undefined, { signature: "nope" })
    }).pipe(Effect.provide(layer))
  })
})

describe("partial approval and one namespace's disconnect (one session, several namespaces)", () => {
  it.live("a wallet approving EVM only connects EVM; Solana stays disconnected with no error", () => {
    const fake = fakeProvider()
    const { layer } = graph(fake, false)
    return Effect.gen(function*() {
      const sessions = yield* connectWith(fake, multiSession({ evmOnly: true }))
      assert.deepStrictEqual(sessions.map((s) => s.namespace), ["eip155"])
      const s = yield* state
      assert.strictEqual(s.namespaces.eip155.status, "connected")
      assert.deepStrictEqual([s.namespaces.solana.status, s.namespaces.solana.error], ["disconnected", undefined])
      assert.strictEqual(s.attempt, undefined)
    }).pipe(Effect.provide(layer))
  })

  it.live("disconnect(\"solana\") drops Solana and keeps the session for EVM; the last namespace's disconnect ends it", () => {
    const fake = fakeProvider()
    const { layer } = graph(fake, false)
    return Effect.gen(function*() {
      yield* connectWith(fake, multiSession())
      const connection = yield* Connection
      yield* connection.disconnect("solana")
      let s = yield* state
      assert.deepStrictEqual([s.namespaces.eip155.status, s.namespaces.solana.status], ["connected", "disconnected"])
      assert.strictEqual(fake.disconnects(), 0)
      // EVM still signs through the session.
      fake.answer = () => `0x${"ab".repeat(65)}`
      assert.strictEqual(yield* connection.signMessage("still here", "eip155"), `0x${"ab".repeat(65)}`)
      // Connecting WalletConnect again serves Solana from the live session: no second pairing, no orphan.
      yield* connection.connect("walletConnect")
      s = yield* state
      assert.deepStrictEqual([s.namespaces.eip155.status, s.namespaces.solana.status], ["connected", "connected"])
      assert.strictEqual(fake.connects(), 1)
      yield* connection.disconnect("solana")
      yield* connection.disconnect("eip155")
      s = yield* state
      assert.strictEqual(s.namespaces.eip155.status, "disconnected")
      assert.strictEqual(fake.disconnects(), 1)
    }).pipe(Effect.provide(layer))
  })

  it.live("disconnect() of every namespace ends the session once", () => {
    const fake = fakeProvider()
    const { layer } = graph(fake, false)
    return Effect.gen(function*() {
      yield* connectWith(fake, multiSession())
      yield* (yield* Connection).disconnect()
      const s = yield* state
      assert.deepStrictEqual([s.namespaces.eip155.status, s.namespaces.solana.status], ["disconnected", "disconnected"])
      assert.strictEqual(fake.disconnects(), 1)
    }).pipe(Effect.provide(layer))
  })
})

describe("a wallet list offering WalletConnect shows (runtime/walletConnect.ts prepareWalletConnectList)", () => {
  const pairingTag = Effect.flatMap(walletConnectControls, (controls) => controls?.pairing.get ?? Effect.succeed(undefined))

  for (const [label, mobile, loaded] of [
    ["on a desktop the SDK's code is imported, not started, before a hover or focus", false, 0],
    ["on a phone (no hover) the SDK's code is imported as the instance starts and the SDK warms up as the list shows, but no pairing is proposed before a tap", true, 1]
  ] as const) {
    it.live(label, () => {
      const fake = fakeProvider()
      // Next to a browser wallet: a desktop imports nothing before its list shows (WalletConnect alone: below); a
      // phone's instance, started by the open onto a list where WalletConnect is how most visitors connect,
      // imports the code as it starts, so a tap soon after the list shows does not wait for the download.
      const { layer, loads, preloads } = graph(fake, mobile, [fakeEvmAdapter([], makeTestChain()).adapter])
      return Effect.gen(function*() {
        yield* walletConnectControls
        yield* flush
        assert.strictEqual(preloads(), mobile ? 1 : 0)
        assert.strictEqual(loads(), 0)
        yield* prepareWalletConnectList
        yield* flush
        assert.strictEqual(loads(), loaded)
        if (!mobile) assert.strictEqual(preloads(), 1)
        assert.strictEqual(fake.connects(), 0)
      }).pipe(Effect.provide(layer))
    })
  }

  it.live("a phone's instance started to restore a stored connection imports nothing (that visitor opens onto Account)", () => {
    const fake = fakeProvider()
    const stored = storageTestWith(storedConnectorEntry("io.fake", "Fake"))
    const { layer, loads, preloads } = graph(fake, true, [fakeEvmAdapter([], makeTestChain()).adapter], stored)
    return Effect.gen(function*() {
      yield* walletConnectControls
      yield* flush
      assert.strictEqual(preloads(), 0)
      assert.strictEqual(loads(), 0)
    }).pipe(Effect.provide(layer))
  })

  for (const [label, mobile] of [["on a desktop the instance imports its code as it starts", false], ["on a phone too (it opens onto a list offering it)", true]] as const) {
    it.live(`WalletConnect alone (the modal opens onto its QR): ${label}; nothing is started`, () => {
      const fake = fakeProvider()
      const { layer, loads, preloads } = graph(fake, mobile)
      return Effect.gen(function*() {
        yield* walletConnectControls
        yield* flush
        assert.strictEqual(preloads(), 1)
        assert.strictEqual(loads(), 0)
        assert.strictEqual(fake.connects(), 0)
      }).pipe(Effect.provide(layer))
    })
  }

  for (const [where, platform] of [["Telegram", { mobile: true, telegram: true }], ["iOS Safari", { mobile: true, iosSafari: true }]] as const) {
    it.live(`${where}: the pairing is made while the list shows, and the first tap on a wallet opens it within the tap`, () => {
      const fake = fakeProvider()
      const { layer, opened } = graph(fake, platform)
      return Effect.gen(function*() {
        const list = yield* Effect.fork(prepareWalletConnectList)
        yield* flush
        const pairing = yield* pairingTag
        assert.strictEqual(pairing?._tag, "Ready")
        const uri = pairing?._tag === "Ready" ? pairing.uri : ""
        const tap = yield* Effect.fork(selectCatalogueWallet("walletConnect", RAINBOW))
        yield* flush
        assert.deepStrictEqual(opened, [`rainbow://wc?uri=${encodeURIComponent(uri)}`])
        assert.strictEqual(fake.connects(), 1)
        yield* Fiber.interrupt(list)
        fake.approve(multiSession())
        yield* Fiber.join(tap)
        assert.strictEqual((yield* state).namespaces.eip155?.status, "connected")
      }).pipe(Effect.provide(layer))
    })
  }
})

describe("the modal opened onto the pairing QR (SPEC §2 ConnectingWalletConnectBasic: WalletConnect alone, desktop)", () => {
  const pairingNow = Effect.flatMap(walletConnectControls, (controls) => controls?.pairing.get ?? Effect.succeed(undefined))
  const viewNow = Effect.map(Effect.flatMap(Router, (router) => router.state.get), (s) => s.view)

  it.effect("open() starts the pairing itself, with no view mounted; the view's connect then joins it (one proposal) and the approval connects", () => {
    const fake = fakeProvider()
    const { layer, loads } = graph(fake, false)
    return Effect.gen(function*() {
      yield* (yield* Modal).open()
      assert.strictEqual(yield* viewNow, "ConnectingWalletConnectBasic")
      yield* flush
      assert.strictEqual(loads(), 1)
      assert.strictEqual(fake.connects(), 1)
      assert.strictEqual((yield* pairingNow)?._tag, "Ready")
      // What the view runs as it mounts (runtime/walletConnect.ts connectWalletConnect): it joins.
      const view = yield* Effect.fork((yield* Connection).connect("walletConnect"))
      yield* flush
      assert.strictEqual(fake.connects(), 1)
      fake.approve(multiSession())
      yield* Fiber.join(view)
      assert.strictEqual((yield* state).namespaces.eip155?.status, "connected")
    }).pipe(Effect.provide(layer))
  })

  it.effect("closed and reopened: the usable pairing is reused; once it has expired, the next open makes a new one", () => {
    const fake = fakeProvider()
    const { layer, loads } = graph(fake, false)
    return Effect.gen(function*() {
      const modal = yield* Modal
      yield* modal.open()
      yield* flush
      yield* modal.close()
      yield* modal.open()
      yield* flush
      assert.strictEqual(fake.connects(), 1)
      yield* modal.close()
      yield* TestClock.adjust("4 minutes")
      yield* flush
      assert.strictEqual((yield* pairingNow)?._tag, "Failed")
      assert.strictEqual(fake.connects(), 1)
      yield* TestClock.adjust("1 second")
      yield* modal.open()
      yield* flush
      assert.strictEqual(fake.connects(), 2)
      assert.strictEqual((yield* pairingNow)?._tag, "Ready")
      assert.strictEqual(loads(), 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a phone (AllWallets), a Connect view with a browser wallet, and a connected visitor's explicit open: open proposes nothing", () => {
    const phone = fakeProvider()
    const desktop = fakeProvider()
    const connected = fakeProvider()
    const browser = fakeEvmAdapter([testWallet("io.fake", "Fake").entry], makeTestChain()).adapter
    const opens = (fake: Fake, mobile: boolean, adapters: ReadonlyArray<WalletportAdapter>, expected: string) => {
      const { layer, loads } = graph(fake, mobile, adapters)
      return Effect.gen(function*() {
        yield* (yield* Modal).open()
        assert.strictEqual(yield* viewNow, expected)
        yield* flush
        assert.strictEqual(loads(), 0)
        assert.strictEqual(fake.connects(), 0)
      }).pipe(Effect.provide(layer))
    }
    const { layer } = graph(connected, false)
    return Effect.gen(function*() {
      yield* opens(phone, true, [], "AllWallets")
      yield* opens(desktop, false, [browser], "Connect")
      yield* Effect.gen(function*() {
        yield* connectWith(connected, multiSession())
        yield* (yield* Modal).open({ view: "ConnectingWalletConnectBasic" })
        yield* flush
        assert.strictEqual(connected.connects(), 1)
      }).pipe(Effect.provide(layer))
    })
  })
})

describe("an approval that lands after the visitor left the pairing (issue 20)", () => {
  const viewNow = Effect.map(Effect.flatMap(Router, (router) => router.state.get), (s) => s.view)
  const browser = () => fakeEvmAdapter([testWallet("io.fake", "Fake").entry], makeTestChain()).adapter

  it.live("a host disconnect() while the pairing waits: the late approval is deleted on the wallet's side, nothing connects", () => {
    const fake = fakeProvider()
    const { layer } = graph(fake, false)
    return Effect.gen(function*() {
      const connection = yield* Connection
      const attempt = yield* Effect.fork(connection.connect("walletConnect"))
      yield* flush
      yield* connection.disconnect()
      yield* Fiber.await(attempt)
      fake.approve(multiSession())
      yield* flush
      assert.strictEqual(fake.disconnects(), 1)
      const s = yield* state
      assert.deepStrictEqual([s.namespaces.eip155.status, s.namespaces.solana.status, s.attempt], ["disconnected", "disconnected", undefined])
    }).pipe(Effect.provide(layer))
  })

  for (const leave of ["Back", "close"] as const) {
    it.live(`${leave} from ConnectingWalletConnect leaves the attempt waiting: the approval is adopted, not deleted`, () => {
      const fake = fakeProvider()
      const { layer } = graph(fake, false, [browser()])
      return Effect.gen(function*() {
        const modal = yield* Modal
        yield* modal.open()
        const intent = yield* Effect.fork(selectWalletConnect("walletConnect"))
        yield* flush
        assert.strictEqual(yield* viewNow, "ConnectingWalletConnect")
        yield* leave === "Back" ? modal.back : modal.close()
        fake.approve(multiSession())
        yield* Fiber.join(intent)
        assert.strictEqual(fake.disconnects(), 0)
        const s = yield* state
        assert.deepStrictEqual([s.namespaces.eip155.status, s.namespaces.solana.status, s.attempt], ["connected", "connected", undefined])
      }).pipe(Effect.provide(layer))
    })
  }
})
