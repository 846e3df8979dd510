/**
 * The secure frame's requests ("Secure frame"), one table: each APP_… request with its payload and
 * the payload of its FRAME_…_SUCCESS reply. The library (layers/live/frame) and the frame app (frame/) both
 * decode with it, so the message union is defined once (ARCHITECTURE §10). Social, Farcaster and smart-account
 * requests are declared so that part 2 plugs in; until then the frame answers them with an error.
 */
import * as Schema from "effect/Schema"
import { PreferredAccountType } from "../entities/AccountType.js"
import { DappDataPayload } from "../entities/DappData.js"
import { EmbeddedUser } from "../entities/EmbeddedUser.js"
import { SocialProvider } from "../entities/SocialProvider.js"
import { ThemeSyncPayload } from "../entities/ThemeSync.js"

/** A chain id as wallets and the SPEC send it: a number, a decimal or hex string, or a CAIP-2 id. */
const ChainIdLike = Schema.Union(Schema.String, Schema.Number)
/** No payload: an empty object, nothing in it (a `Struct({})` would let any extra field through, even with onExcessProperty). */
const Empty = Schema.declare(
  (u: unknown): u is {} => typeof u === "object" && u !== null && !Array.isArray(u) && Object.keys(u).length === 0,
  { identifier: "EmptyPayload" }
)
/** "OTP is a string": digits only, kept a string (leading zeros). */
const Otp = Schema.String.pipe(Schema.pattern(/^\d{6}$/, { message: () => "The code has 6 digits" }))
const Email = Schema.String.pipe(Schema.maxLength(254))

/** What APP_CONNECT_EMAIL asks the visitor to do next. */
export const EmailConnectAction = Schema.Literal("VERIFY_DEVICE", "VERIFY_OTP", "CONNECT")
export type EmailConnectAction = typeof EmailConnectAction.Type

/** What APP_UPDATE_EMAIL asks the visitor to do next. */
export const EmailUpdateAction = Schema.Literal("VERIFY_PRIMARY_OTP", "VERIFY_SECONDARY_OTP")
export type EmailUpdateAction = typeof EmailUpdateAction.Type

/** Every request: `request` is the APP_… payload, `success` the FRAME_…_SUCCESS payload. */
export const FRAME_REQUESTS = {
  APP_SWITCH_NETWORK: { request: Schema.Struct({ chainId: ChainIdLike }), success: Schema.Struct({ chainId: ChainIdLike }) },
  APP_CONNECT_EMAIL: { request: Schema.Struct({ email: Email }), success: Schema.Struct({ action: EmailConnectAction }) },
  /** Resolves once the visitor clicked the new-device approval link sent by email. */
  APP_CONNECT_DEVICE: { request: Empty, success: Empty },
  APP_CONNECT_OTP: { request: Schema.Struct({ otp: Otp }), success: Empty },
  APP_CONNECT_SOCIAL: {
    request: Schema.Struct({ uri: Schema.String, preferredAccountType: Schema.optional(PreferredAccountType) }),
    success: EmbeddedUser
  },
  APP_GET_FARCASTER_URI: { request: Empty, success: Schema.Struct({ url: Schema.String }) },
  APP_CONNECT_FARCASTER: { request: Empty, success: Schema.Struct({ userName: Schema.String }) },
  /** The signed-in user's account in the namespace of `chainId` (eip155:…, solana:…). */
  APP_GET_USER: {
    request: Schema.Struct({
      chainId: Schema.optional(ChainIdLike),
      preferredAccountType: Schema.optional(PreferredAccountType),
      socialUri: Schema.optional(Schema.String)
    }),
    success: EmbeddedUser
  },
  APP_GET_SOCIAL_REDIRECT_URI: { request: Schema.Struct({ provider: SocialProvider }), success: Schema.Struct({ uri: Schema.String }) },
  APP_SIGN_OUT: { request: Empty, success: Empty },
  APP_IS_CONNECTED: { request: Schema.Struct({ token: Schema.optional(Schema.String) }), success: Schema.Struct({ isConnected: Schema.Boolean }) },
  APP_GET_CHAIN_ID: { request: Empty, success: Schema.Struct({ chainId: ChainIdLike }) },
  APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: Empty,
    success: Schema.Struct({ smartAccountEnabledNetworks: Schema.Array(Schema.Number) })
  },
  APP_INIT_SMART_ACCOUNT: { request: Empty, success: Schema.Struct({ address: Schema.String, isDeployed: Schema.Boolean }) },
  APP_SET_PREFERRED_ACCOUNT: {
    request: Schema.Struct({ type: PreferredAccountType }),
    success: Schema.Struct({ type: PreferredAccountType, address: Schema.String })
  },
  /**
   * A wallet request. `chainId` (CAIP-2) picks the namespace and network; the result is decoded
   * per method by the caller. Approval methods wait on the visitor (the frame shows its approval panel).
   */
  APP_RPC_REQUEST: {
    request: Schema.Struct({
      method: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(128)),
      params: Schema.optional(Schema.Unknown),
      chainId: Schema.optional(Schema.String)
    }),
    success: Schema.Struct({ result: Schema.Unknown })
  },
  /** Ours (not in AppKit's list): aborts the open request with this id ("aborted on reject"). */
  APP_RPC_ABORT: { request: Schema.Struct({ requestId: Schema.String }), success: Empty },
  APP_UPDATE_EMAIL: { request: Schema.Struct({ email: Email }), success: Schema.Struct({ action: EmailUpdateAction }) },
  APP_UPDATE_EMAIL_PRIMARY_OTP: { request: Schema.Struct({ otp: Otp }), success: Empty },
  APP_UPDATE_EMAIL_SECONDARY_OTP: { request: Schema.Struct({ otp: Otp }), success: Schema.Struct({ newEmail: Schema.String }) },
  APP_SYNC_THEME: { request: ThemeSyncPayload, success: Empty },
  APP_SYNC_DAPP_DATA: { request: DappDataPayload, success: Empty },
  APP_RELOAD: { request: Empty, success: Empty },
  /** Heartbeat (every 5 s while a session is live): a frame that stops answering is reloaded. */
  APP_HEARTBEAT: { request: Empty, success: Empty },
  /**
   * Ours: the visitor answered a panel the frame shows (approval, recovery) from the library's side, e.g. the
   * modal was force-closed: the frame rejects the pending approval. Approve is only ever clicked in the frame.
   */
  APP_DISMISS_PANEL: { request: Empty, success: Empty }
} as const

/** The type of an APP_… request. */
export type FrameRequestType = keyof typeof FRAME_REQUESTS
/** The APP_… request types, in table order. */
export const FRAME_REQUEST_TYPES = Object.keys(FRAME_REQUESTS) as ReadonlyArray<FrameRequestType>

/** The payload an APP_… request carries. */
export type FrameRequestPayload<K extends FrameRequestType> = Schema.Schema.Type<(typeof FRAME_REQUESTS)[K]["request"]>
/** The payload of the FRAME_…_SUCCESS reply to an APP_… request. */
export type FrameSuccessPayload<K extends FrameRequestType> = Schema.Schema.Type<(typeof FRAME_REQUESTS)[K]["success"]>

/** "APP_CONNECT_EMAIL" → "FRAME_CONNECT_EMAIL_SUCCESS". */
export const successType = <K extends FrameRequestType>(type: K): string => `FRAME_${type.slice(4)}_SUCCESS`
/** "APP_CONNECT_EMAIL" → "FRAME_CONNECT_EMAIL_ERROR". */
export const errorType = <K extends FrameRequestType>(type: K): string => `FRAME_${type.slice(4)}_ERROR`
