/** Social, Farcaster and smart-account requests: answered, not carried out, until part 2 of issue 21 plugs in here. */
import type { Handlers } from "../dispatcher.js"
import { FrameFailure, NOT_SUPPORTED_YET } from "../failure.js"

const notYet = async (): Promise<never> => {
  throw new FrameFailure(NOT_SUPPORTED_YET)
}

export const unsupportedHandlers: Pick<
  Handlers,
  | "APP_CONNECT_SOCIAL"
  | "APP_GET_FARCASTER_URI"
  | "APP_CONNECT_FARCASTER"
  | "APP_GET_SOCIAL_REDIRECT_URI"
  | "APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS"
  | "APP_INIT_SMART_ACCOUNT"
  | "APP_SET_PREFERRED_ACCOUNT"
> = {
  APP_CONNECT_SOCIAL: notYet,
  APP_GET_FARCASTER_URI: notYet,
  APP_CONNECT_FARCASTER: notYet,
  APP_GET_SOCIAL_REDIRECT_URI: notYet,
  APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS: notYet,
  APP_INIT_SMART_ACCOUNT: notYet,
  APP_SET_PREFERRED_ACCOUNT: notYet
}
