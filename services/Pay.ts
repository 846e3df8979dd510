/**
 * Pay (off by default): a host-requested payment from the connected wallet, made by the Send flow (its
 * checks and its at-most-once submit), shown in the Pay view. Connects first when no EVM wallet is connected.
 */
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { ChunkLoadFailed } from "../schemas/errors/chunk.js"
import type { FeatureDisabled } from "../schemas/errors/features.js"
import type { InvalidAddress, InvalidDecimalNumber } from "../schemas/errors/validation.js"
import type { NodeError } from "../schemas/errors/chainRpc.js"
import type { UserRejectedRequest } from "../schemas/errors/walletRpc.js"
import type { PayRequest } from "../schemas/payRequest.js"
import type { SendError } from "./Send.js"
import type { NetworkShape } from "./Network.js"

/** What switching to the request's network can fail with. */
type SwitchError = Effect.Effect.Error<ReturnType<NetworkShape["switchNetwork"]>>

/** Every catalogue error `pay` can reject with. */
export type PayError = FeatureDisabled | ChunkLoadFailed | InvalidAddress | InvalidDecimalNumber | NodeError | UserRejectedRequest | SendError | SwitchError

export interface PayFeatureShape {
  /**
   * Opens the Pay view for `request` and answers the transaction hash once the wallet sent it. Fails:
   * FeatureDisabled (`features.pay` off), InvalidAddress, InvalidDecimalNumber, NodeError "insufficientFunds",
   * UserRejectedRequest (the visitor closed the modal or refused in the wallet), the network switch's and the Send
   * flow's errors.
   */
  readonly pay: (request: PayRequest) => Effect.Effect<string, PayError>
}

export class PayFeature extends Context.Tag("walletport/PayFeature")<PayFeature, PayFeatureShape>() {}
