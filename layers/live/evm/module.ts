/** `walletport/evm`'s implementation chunk (loaded by the descriptor's `load()`): the live EVM adapter. */
import * as Effect from "effect/Effect"
import type { ChainAdapterModule } from "../../../services/ChainAdapter.js"
import { Config } from "../../../services/Config.js"
import { makeChainRpc } from "../ChainRpc.js"
import { makePromptGate } from "../promptGate.js"
import { makeEvmAdapter } from "./adapter.js"
import type { EvmAccounts, EvmConnectError } from "./eip1193.js"
import { windowDiscovery } from "./discovery.js"

/** Builds the EVM adapter in the instance's scope: EIP-6963 listeners are removed on dispose. */
export const make: ChainAdapterModule["make"] = Effect.gen(function*() {
  const config = yield* Config
  const discovery = yield* windowDiscovery(config.excludeWalletIds)
  return makeEvmAdapter(discovery, yield* makeChainRpc, yield* makePromptGate<EvmAccounts, EvmConnectError>(), config.tokens)
})
