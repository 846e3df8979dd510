/** A host's call on an embedded provider: the Effect run as a Promise that rejects with the catalogue error itself. */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type { ConnectorBadResponse } from "../../../schemas/errors/connectors.js"
import { UnauthorizedProvider, type RpcMethodNotAllowed, type WalletRpcError } from "../../../schemas/errors/walletRpc.js"
import { hostErrorOf } from "./walletErrors.js"
import type { WalletRequestError } from "./walletRequests.js"

export const runHostCall = <A, E>(effect: Effect.Effect<A, E>): Promise<A> =>
  Effect.runPromiseExit(effect).then((exit) => (Exit.isSuccess(exit) ? exit.value : Promise.reject(Cause.squash(exit.cause))))

/** A wallet request's failure as a host sees it: no session is 4100, a refused method RpcMethodNotAllowed. */
export const hostFailure = (method: string) => (error: WalletRequestError): WalletRpcError | RpcMethodNotAllowed | ConnectorBadResponse =>
  error._tag === "ConnectorBadResponse"
    ? error
    : error._tag === "WalletNotFound"
      ? new UnauthorizedProvider({ method })
      : hostErrorOf(error, method)
