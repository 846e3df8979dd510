/**
 * The EVM adapter over scriptable EIP-1193 wallets (`makeFakeWallet`) instead of the page: the real
 * adapter code (decoding, events, switch, revoke) with no window and no chain.
 */
import * as Effect from "effect/Effect"
import * as SubscriptionRef from "effect/SubscriptionRef"
import { defineAdapter, type WalletportAdapter } from "../../schemas/adapterDescriptor.js"
import { Config } from "../../services/Config.js"
import { makeEvmAdapter } from "../live/evm/adapter.js"
import { type EvmDiscovery, type EvmWallet, fixedDiscovery } from "../live/evm/discovery.js"
import type { EvmAccounts, EvmConnectError } from "../live/evm/eip1193.js"
import { makePromptGate } from "../live/promptGate.js"
import { makeTestChain, recordWalletTransaction, type TestChain, testChainRpc } from "./ChainRpc.js"
import type { FakeEvmWalletEntry } from "./fakeWallet.js"

// Declared beside the fake wallet (plain): walletport/testing's declarations stay Effect-free.
export type { FakeEvmWalletEntry } from "./fakeWallet.js"

/** An EVM wallet entry backed by a fake. */
export const evmWalletOf = (entry: FakeEvmWalletEntry): EvmWallet => ({
  id: entry.id,
  namespace: "eip155",
  name: entry.name,
  icon: entry.icon,
  rdns: entry.id,
  type: "ANNOUNCED",
  provider: entry.wallet.provider
})

export interface FakeEvmAdapter {
  /** What the host passes in `adapters`. */
  readonly adapter: WalletportAdapter
  readonly chain: TestChain
  /** Lists a wallet that announces itself late. */
  readonly announce: (entry: FakeEvmWalletEntry) => Effect.Effect<void>
}

/** The EVM adapter over these fake wallets and an in-memory chain. */
export const fakeEvmAdapter = (
  wallets: ReadonlyArray<FakeEvmWalletEntry> = [],
  chain: TestChain = makeTestChain()
): FakeEvmAdapter => {
  let discovery: EvmDiscovery | undefined
  const pending: Array<EvmWallet> = []
  // What the fakes send lands on this chain: the receipt a send waits for, the balances it moves.
  const onChain = (entry: FakeEvmWalletEntry) => entry.wallet.onSent((transaction) => recordWalletTransaction(chain, transaction))
  wallets.forEach(onChain)
  const adapter: WalletportAdapter = defineAdapter("eip155", () =>
    Promise.resolve({
      make: Effect.gen(function*() {
        const config = yield* Config
        discovery = yield* fixedDiscovery([...wallets.map(evmWalletOf), ...pending])
        return makeEvmAdapter(discovery, testChainRpc(chain, config.networks), yield* makePromptGate<EvmAccounts, EvmConnectError>())
      })
    }))
  return {
    adapter,
    chain,
    announce: (entry) =>
      Effect.suspend(() => {
        onChain(entry)
        const wallet = evmWalletOf(entry)
        if (discovery === undefined) {
          pending.push(wallet)
          return Effect.void
        }
        return SubscriptionRef.update(discovery.wallets, (list) => [...list, wallet])
      })
  }
}
