/** The Siwx service while no sign-in option is set (or it does not fit): sign and sign-out say so. */
import * as Effect from "effect/Effect"
import { SiwxNotEnabled } from "../../../schemas/errors/siwx.js"
import type { SiwxShape } from "../../../services/Siwx.js"

/** SPEC §8 "SIWX is not enabled" from sign and signOut; cancel does nothing. */
export const siwxDisabled = (state: SiwxShape["state"]): SiwxShape => {
  const notEnabled = Effect.fail(new SiwxNotEnabled())
  return { state, sign: notEnabled, cancel: Effect.void, signOut: notEnabled }
}
