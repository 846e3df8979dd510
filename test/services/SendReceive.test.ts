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
import { Connection } from "../../services/Connection.js"
import { SendFeature } from "../../services/Send.js"
import { harness } from "./harness.js"

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
