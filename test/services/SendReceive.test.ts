/**
 * Receive's smart-account check through the Send service (issue 10): the connected account's code on the host's
 * networks (the adapter's probe) decides, unless the connector reports the account type, which wins.
 */
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { makeTestChain } from "../../layers/test/ChainRpc.js"
import { makeFakeAdapter, makeFakeChainWallet } from "../../layers/test/fakeAdapter.js"
import { makeFakeTransfers } from "../../layers/test/fakeTransfers.js"
import type { AccountType } from "../../schemas/entities/AccountType.js"
import { mainnet, optimism } from "../../schemas/networks/evm.js"
import { Account } from "../../services/Account.js"
import { Connection } from "../../services/Connection.js"
import { SendFeature } from "../../services/Send.js"
import * as Deferred from "effect/Deferred"
import * as Fiber from "effect/Fiber"
import * as FiberId from "effect/FiberId"
import { RpcTimeout } from "../../schemas/errors/chainRpc.js"
import type { Network } from "../../schemas/entities/Network.js"
import { eventually, harness, SECOND_ADDRESS, waitFor } from "./harness.js"

const OWN = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"

const statusWith = (code: boolean, accountType?: AccountType) => {
  const chain = makeTestChain({ [OWN]: 1n })
  if (code) chain.code.set(OWN.toLowerCase(), "0x6080")
  const fake = makeFakeTransfers(chain, { symbol: "ETH", decimals: 18 })
  const wallet = makeFakeChainWallet({
    name: "Demo",
    rdns: "io.demo",
    accounts: { eip155: [OWN] },
    authorized: true,
    ...(accountType === undefined ? {} : { accountType })
  })
  const evm = makeFakeAdapter("eip155", [wallet], chain, { transfers: fake.capability })
  return Effect.gen(function*() {
    yield* (yield* Connection).connect("io.demo")
    const send = yield* Effect.flatMap(SendFeature, (feature) => feature.load)
    const status = yield* send.smartAccount()
    return { kind: status.kind, undeployedOn: status.undeployedOn.map((n) => n.caipNetworkId) }
  }).pipe(Effect.provide(harness({ noAdapters: true, options: { adapters: [evm.adapter], networks: [mainnet, optimism] } })))
}

describe("Send.smartAccount (Receive's warning)", () => {
  it.effect("an account without code is an EOA: nothing to warn about", () =>
    Effect.map(statusWith(false), (s) => assert.deepStrictEqual(s, { kind: "eoa", undeployedOn: [] })))

  it.effect("an account with code on the networks is a deployed smart account", () =>
    Effect.map(statusWith(true), (s) => assert.deepStrictEqual(s, { kind: "smartAccount", undeployedOn: [] })))

  it.effect("a connector reporting a smart account without code yet: undeployed on every network", () =>
    Effect.map(statusWith(false, "smartAccount"), (s) =>
      assert.deepStrictEqual(s, { kind: "smartAccount", undeployedOn: [mainnet.caipNetworkId, optimism.caipNetworkId] })))

  it.effect("a connector reporting an EOA wins over code found on the chain", () =>
    Effect.map(statusWith(true, "eoa"), (s) => assert.deepStrictEqual(s, { kind: "eoa", undeployedOn: [] })))
})

/**
 * A connected wallet (OWN, then SECOND_ADDRESS on demand) whose code probe answers per network from `answers`
 * (true, false, or "fail") and records each probe as "address@caipNetworkId".
 */
const probed = (answers: Map<string, boolean | "fail">, gate?: Deferred.Deferred<void>) => {
  const chain = makeTestChain({ [OWN]: 1n })
  const fake = makeFakeTransfers(chain, { symbol: "ETH", decimals: 18 })
  const probes: Array<string> = []
  const hasCode = (network: Network, address: string) =>
    Effect.suspend(() => {
      probes.push(`${address}@${network.caipNetworkId}`)
      const answer = answers.get(network.caipNetworkId) ?? false
      const wait = gate === undefined ? Effect.void : Deferred.await(gate)
      return answer === "fail" ? Effect.zipRight(wait, Effect.fail(new RpcTimeout({ url: "http://127.0.0.1:8545" }))) : Effect.as(wait, answer)
    })
  const wallet = makeFakeChainWallet({ name: "Demo", rdns: "io.demo", accounts: { eip155: [OWN, SECOND_ADDRESS] }, authorized: true })
  const evm = makeFakeAdapter("eip155", [wallet], chain, { transfers: { ...fake.capability, hasCode } })
  const layer = harness({ noAdapters: true, options: { adapters: [evm.adapter], networks: [mainnet, optimism] } })
  const receive = Effect.gen(function*() {
    const send = yield* Effect.flatMap(SendFeature, (feature) => feature.load)
    const status = yield* send.smartAccount()
    return { kind: status.kind, undeployedOn: status.undeployedOn.map((n) => n.caipNetworkId) }
  })
  const accountIs = (address: string | undefined) =>
    Effect.flatMap(Account, (account) => waitFor(account.state, (accounts) => accounts.eip155?.address === address))
  return { wallet, probes, layer, receive, accountIs }
}

describe("Send.smartAccount caches the probe per account and network while the account stays connected", () => {
  it.effect("code found: a second open does not probe again; another account does; after a disconnect the same account is probed afresh", () => {
    const t = probed(new Map([["eip155:1", true], ["eip155:10", true]]))
    return Effect.gen(function*() {
      const connection = yield* Connection
      yield* connection.connect("io.demo")
      yield* t.receive
      assert.deepStrictEqual(t.probes, [`${OWN}@eip155:1`, `${OWN}@eip155:10`])
      assert.deepStrictEqual(yield* t.receive, { kind: "smartAccount", undeployedOn: [] })
      assert.strictEqual(t.probes.length, 2)
      // The wallet moves to its second account: its own probes.
      yield* t.wallet.emit("eip155", { _tag: "AccountsChanged", accounts: [SECOND_ADDRESS, OWN] })
      yield* t.accountIs(SECOND_ADDRESS)
      yield* t.receive
      assert.deepStrictEqual(t.probes.slice(2), [`${SECOND_ADDRESS}@eip155:1`, `${SECOND_ADDRESS}@eip155:10`])
      yield* t.receive
      assert.strictEqual(t.probes.length, 4)
      // A new connection of the same account asks the chains again.
      yield* connection.disconnect()
      yield* t.accountIs(undefined)
      yield* connection.connect("io.demo")
      yield* t.accountIs(OWN)
      yield* t.receive
      assert.deepStrictEqual(t.probes.slice(4), [`${OWN}@eip155:1`, `${OWN}@eip155:10`])
    }).pipe(Effect.provide(t.layer))
  })

  it.effect("an answer that lands after its account left is not kept: the account connected again is probed afresh", () => {
    const gate = Deferred.unsafeMake<void>(FiberId.none)
    const t = probed(new Map([["eip155:1", true], ["eip155:10", true]]), gate)
    return Effect.gen(function*() {
      const connection = yield* Connection
      yield* connection.connect("io.demo")
      const open = yield* Effect.fork(t.receive)
      yield* eventually(() => t.probes.length === 2)
      yield* connection.disconnect()
      yield* t.accountIs(undefined)
      yield* Deferred.succeed(gate, undefined)
      yield* Fiber.join(open)
      yield* connection.connect("io.demo")
      yield* t.accountIs(OWN)
      yield* t.receive
      assert.strictEqual(t.probes.length, 4)
    }).pipe(Effect.provide(t.layer))
  })

  it.effect("a failed probe is not kept: the next open asks that network again, and only that one", () => {
    const answers = new Map<string, boolean | "fail">([["eip155:1", true], ["eip155:10", "fail"]])
    const t = probed(answers)
    return Effect.gen(function*() {
      yield* (yield* Connection).connect("io.demo")
      // The failed network counts neither way.
      assert.deepStrictEqual(yield* t.receive, { kind: "smartAccount", undeployedOn: [] })
      answers.set("eip155:10", false)
      assert.deepStrictEqual(yield* t.receive, { kind: "smartAccount", undeployedOn: ["eip155:10"] })
      assert.deepStrictEqual(t.probes, [`${OWN}@eip155:1`, `${OWN}@eip155:10`, `${OWN}@eip155:10`])
    }).pipe(Effect.provide(t.layer))
  })

  it.effect("\"no code\" is asked again on every open (a deployment or an EIP-7702 delegation may have come since); code found is not", () => {
    const answers = new Map<string, boolean | "fail">([["eip155:1", true], ["eip155:10", false]])
    const t = probed(answers)
    return Effect.gen(function*() {
      yield* (yield* Connection).connect("io.demo")
      assert.deepStrictEqual(yield* t.receive, { kind: "smartAccount", undeployedOn: ["eip155:10"] })
      answers.set("eip155:10", true)
      assert.deepStrictEqual(yield* t.receive, { kind: "smartAccount", undeployedOn: [] })
      assert.deepStrictEqual(t.probes.slice(2), [`${OWN}@eip155:10`])
      yield* t.receive
      assert.strictEqual(t.probes.length, 3)
    }).pipe(Effect.provide(t.layer))
  })
})
