/**
 * A request's failure as the frame answers it: FRAME_X_ERROR { message, code? } (SPEC §7; EIP-1193 codes for
 * wallet requests, with the texts of the error catalogue so the library maps them back to the same classes).
 */
import { RpcMethodNotAllowed, UnauthorizedProvider, UserRejectedRequest } from "../schemas/errors/walletRpc.js"

export class FrameFailure extends Error {
  constructor(
    message: string,
    readonly code?: number
  ) {
    super(message)
    this.name = "FrameFailure"
  }
}

const INVALID_PARAMS = -32602
const INTERNAL = -32603
const NOT_ALLOWED = 4200

/** 4001: the visitor rejected in the frame's panel (or the library dismissed it). */
export const userRejected = (): FrameFailure => {
  const error = new UserRejectedRequest({})
  return new FrameFailure(error.message, error.code)
}
/** 4200 (common.md): a method outside SPEC §6's lists, or one this frame does not carry out. */
export const notAllowed = (method: string): FrameFailure => new FrameFailure(new RpcMethodNotAllowed({ method }).message, NOT_ALLOWED)
/** 4100: no signed-in user (or keys not unlocked yet). */
export const notSignedIn = (): FrameFailure => {
  const error = new UnauthorizedProvider({})
  return new FrameFailure(error.message, error.code)
}
export const invalidParams = (detail: string): FrameFailure => new FrameFailure(`Invalid params: ${detail}`, INVALID_PARAMS)
/** Social, Farcaster and smart-account requests until part 2 (issue 21). */
export const NOT_SUPPORTED_YET = "Not supported by this wallet server yet"

/** The failure to answer for anything thrown: ours as is, anything else without its internals. */
export const toFailure = (cause: unknown): FrameFailure =>
  cause instanceof FrameFailure ? cause : new FrameFailure("Internal error", INTERNAL)
