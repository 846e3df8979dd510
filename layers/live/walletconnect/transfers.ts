/**
 * Send through a WalletConnect session (issue 10's TransferCapability, reused): EVM gets the EVM adapter's plan
 * and eth_sendTransaction through the session's EIP-1193 facade; Solana gets the Solana adapter's kit plan and
 * solana_signAndSendTransaction through the session. Both load on first use (lazyTransfers).
 */
import * as Effect from "effect/Effect"
import type { ChainNamespace } from "../../../schemas/entities/ids.js"
import type { Network } from "../../../schemas/entities/Network.js"
import { ConnectorBadResponse, type WalletNotFound } from "../../../schemas/errors/connectors.js"
import type { HostToken } from "../../../schemas/options.js"
import type { TransferCapability } from "../../../services/ChainAdapter.js"
import type { ChainRpcShape } from "../../../services/ChainRpc.js"
import type { RpcHttpError } from "../../../schemas/errors/chainRpc.js"
import type { SolanaReads } from "../solana/reads.js"
import { lazyTransfers } from "../lazyTransfers.js"
import type { WalletConnectClient } from "./client.js"
import { hostEip1193, type WalletConnectEip1193 } from "./facade.js"
import { signAndSendThroughSession } from "./solanaProvider.js"

export interface SessionTransferDeps {
  readonly rpc: ChainRpcShape | undefined
  /** The session's chain for the namespace. Fails: WalletNotFound (no session). */
  readonly currentChain: Effect.Effect<string, WalletNotFound>
  /** Fails: WalletNotFound for any wallet but WalletConnect's. */
  readonly requireOurs: (walletId: string) => Effect.Effect<void, WalletNotFound>
  readonly facade: () => WalletConnectEip1193
  /** The host's ERC-20 token of a network (`tokens` option). */
  readonly hostToken: (network: Network) => HostToken | undefined
  /** The Solana reads (the shared RPC policy), loaded on first use. Fails: RpcHttpError when the chunk does not load. */
  readonly solanaReads: Effect.Effect<SolanaReads, RpcHttpError>
}

/** `{ transfers }` for the namespaces that can send through the session, `{}` for the others. */
export const sessionTransfers = (
  namespace: ChainNamespace,
  client: WalletConnectClient,
  deps: SessionTransferDeps
): { readonly transfers?: TransferCapability } => {
  const { rpc } = deps
  if (namespace === "eip155" && rpc !== undefined) {
    return {
      transfers: lazyTransfers(() =>
        import("../evm/transfers.js").then((m) =>
          m.makeEvmTransfers({
            rpc,
            hostToken: deps.hostToken,
            provider: (walletId) => Effect.as(deps.requireOurs(walletId), hostEip1193(deps.facade()))
          })
        )
      )
    }
  }
  if (namespace === "solana") {
    return {
      transfers: lazyTransfers(() =>
        import("../solana/transferCapability.js").then((m) =>
          m.makeSolanaTransfers({
            reads: deps.solanaReads,
            signAndSend: (walletId, _from, _network, wire) =>
              Effect.gen(function*() {
                yield* deps.requireOurs(walletId)
                return yield* signAndSendThroughSession(client, yield* deps.currentChain, wire).pipe(
                  Effect.catchTag("WalletConnectFailed", () => new ConnectorBadResponse({ method: "solana_signAndSendTransaction" }))
                )
              })
          })
        )
      )
    }
  }
  return {}
}
