/**
 * The EIP-1193 provider a host gets for the embedded EVM account (useWalletProvider): requests go to the
 * frame as APP_RPC_REQUEST on the account's chain (the frame asks the visitor for approval methods and
 * refuses disallowed ones, SPEC §6); eth_accounts and eth_chainId are answered here; wallet_switchEthereumChain
 * becomes APP_SWITCH_NETWORK (never an RPC). Events: chainChanged on a switch, accountsChanged [] and
 * disconnect when the session ends.
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { SwitchChainError } from "../../../schemas/errors/walletRpc.js"
import { toHexQuantity } from "../../../schemas/units.js"
import { eip1193Listeners } from "../eip1193Listeners.js"
import type { CoreEvent, EmbeddedCore } from "./core.js"
import { hostFailure, runHostCall } from "./hostCall.js"
import { walletErrorOf } from "./walletErrors.js"

export interface EmbeddedEip1193 {
  readonly isWalletportEmbedded: true
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
  on(event: string, listener: (payload: unknown) => void): void
  removeListener(event: string, listener: (payload: unknown) => void): void
}

const SwitchParams = Schema.Tuple(Schema.Struct({ chainId: Schema.String }))

/** A core event as EIP-1193 events ([name, payload] pairs). */
const eip1193Events = (event: CoreEvent): ReadonlyArray<readonly [string, unknown]> =>
  event._tag === "SessionEnded"
    ? [["accountsChanged", []], ["disconnect", { code: 4900, message: "The embedded wallet session ended." }]]
    : event.namespace === "eip155"
      ? [["chainChanged", toHexQuantity(Number(event.network.id))]]
      : []

export const embeddedEip1193 = (core: EmbeddedCore): EmbeddedEip1193 => {
  const listeners = eip1193Listeners(core.events, eip1193Events)
  const switchChain = (params: unknown) =>
    Effect.gen(function*() {
      const decoded = Schema.decodeUnknownOption(SwitchParams)(params)
      const id = decoded._tag === "Some" ? Number(decoded.value[0].chainId) : Number.NaN
      const network = core.networks.find((n) => n.chainNamespace === "eip155" && Number(n.id) === id)
      if (network === undefined) return yield* new SwitchChainError({ method: "wallet_switchEthereumChain", details: "Unrecognized chain" })
      yield* core.frame.request("APP_SWITCH_NETWORK", { chainId: network.caipNetworkId }).pipe(
        Effect.mapError((error) => walletErrorOf(error, "wallet_switchEthereumChain"))
      )
      yield* core.moveTo("eip155", network)
      return null
    })

  const request = (method: string, params: unknown) =>
    Effect.gen(function*() {
      const held = yield* core.held("eip155")
      if (method === "eth_accounts" || method === "eth_requestAccounts") return held === undefined ? [] : [held.address]
      if (method === "eth_chainId") {
        const network = held?.network ?? core.networks.find((n) => n.chainNamespace === "eip155")
        return network === undefined ? null : toHexQuantity(Number(network.id))
      }
      if (method === "wallet_switchEthereumChain") return yield* switchChain(params)
      return yield* core.request("eip155", method, params).pipe(Effect.mapError(hostFailure(method)))
    })

  return {
    isWalletportEmbedded: true,
    request: (args) => runHostCall(request(args.method, args.params)),
    on: listeners.on,
    removeListener: listeners.removeListener
  }
}
