/**
 * `walletport/embedded`'s implementation chunk (loaded by the descriptor's `load()` when the core starts): the
 * AUTH adapters of eip155 and solana over one secure frame. The frame's code is imported later still, on the
 * first `ready` or request (./lazyFrame.ts), so a visitor who never picks email never downloads it.
 */
import type { EmbeddedWalletOptions } from "../../../schemas/public/adapters.js"
import * as Effect from "effect/Effect"
import type { MultiChainAdapterModule } from "../../../services/ChainAdapter.js"
import type { ChainRpcShape } from "../../../services/ChainRpc.js"
import { Config } from "../../../services/Config.js"
import { Storage } from "../../../services/Storage.js"
import { makeChainRpc } from "../ChainRpc.js"
import { lazySolanaReads } from "../solana/lazyReads.js"
import { makeAuthAdapter } from "./adapter.js"
import { EMBEDDED_NAMESPACES } from "./connector.js"
import { makeEmbeddedCore } from "./core.js"
import { lazySecureFrame, type MakeSecureFrame } from "./lazyFrame.js"

/** What a host passes to `embeddedWallet()`. */
// The host's options are declared with the public types (plain, read by hosts).
export type { EmbeddedWalletOptions } from "../../../schemas/public/adapters.js"

/** How the module gets its frame and chain reads (tests pass the in-memory frame and a test chain). */
export interface EmbeddedModuleDeps {
  readonly loadFrame: () => Promise<MakeSecureFrame>
  readonly rpc?: Effect.Effect<ChainRpcShape, never, Config>
}

export const embeddedModule = (options: EmbeddedWalletOptions, deps: EmbeddedModuleDeps): MultiChainAdapterModule => ({
  makeAll: Effect.gen(function*() {
    const config = yield* Config
    const storage = yield* Storage
    const start = config.networks.find((n) => n.chainNamespace === "eip155") ?? config.networks[0]
    const frame = yield* lazySecureFrame({
      url: options.url,
      projectId: config.projectId,
      chainId: start?.caipNetworkId ?? "eip155:1",
      ...(options.enableLogger === undefined ? {} : { enableLogger: options.enableLogger })
    }, deps.loadFrame)
    const core = yield* makeEmbeddedCore(frame, storage, config.networks)
    const adapterDeps = {
      storage,
      rpc: yield* (deps.rpc ?? makeChainRpc),
      solanaReads: lazySolanaReads(config),
      hostToken: (network: { readonly caipNetworkId: string }) => config.tokens?.[network.caipNetworkId]
    }
    // SPEC §3: the namespaces the host configured networks for.
    return EMBEDDED_NAMESPACES
      .filter((namespace) => config.networks.some((n) => n.chainNamespace === namespace))
      .map((namespace) => makeAuthAdapter(namespace, core, adapterDeps))
  })
})
