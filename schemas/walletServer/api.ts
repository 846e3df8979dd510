/**
 * The wallet server's HTTP API (ARCHITECTURE §10): the contract between the frame app (frame/, its only
 * caller, same origin, cookies included) and the server (server/). Versioned under /v1. Bodies are JSON and
 * decoded with these schemas on both sides. The session is an HttpOnly cookie on the frame's origin; share
 * requests are also signed by the device's non-extractable P-256 key (notes/embedded-wallet.md §3b).
 *
 * Errors: a non-2xx status with `ApiError` ({ error, message, … }); `error` is one of ApiErrorCode.
 */
import * as Schema from "effect/Schema"

export const WALLET_API_PREFIX = "/v1" as const

/** Paths, relative to the server's base URL. */
export const WALLET_API = {
  /** GET: the frame page (query origin, projectId, chainId, version, enableLogger). 403 for an origin not allowed. */
  frame: "/frame",
  /** POST EmailStartRequest → EmailStartResponse. Mails an OTP (new user, known device) or a device link first. */
  emailStart: "/v1/auth/email/start",
  /** POST DeviceStatusRequest → DeviceStatusResponse: polled by APP_CONNECT_DEVICE until the link was clicked. */
  deviceStatus: "/v1/auth/device/status",
  /** GET ?token=: the link in the new-device mail; an HTML page saying the device is approved. */
  deviceApprove: "/v1/auth/device/approve",
  /** POST OtpVerifyRequest → OtpVerifyResponse, and Set-Cookie (the session). */
  otpVerify: "/v1/auth/email/verify",
  /** GET → SessionResponse, 401 without a live session. */
  session: "/v1/session",
  /** POST → 204: revokes the session (its `sid` row) and clears the cookie. */
  signOut: "/v1/session/signout",
  /** POST WalletCreateRequest → 201 (session + signed; only while the user has no wallet). */
  walletCreate: "/v1/wallet/create",
  /** POST ShareRequest → ShareResponse (session + signed by a registered device of the user). */
  authShare: "/v1/wallet/auth-share",
  /** POST DeviceShareUpload → 201: a new device's own 2-of-2 auth share (after recovery), bound to its key. */
  deviceShare: "/v1/wallet/device-share",
  /** POST EmailUpdateStartRequest → { action: "VERIFY_PRIMARY_OTP" } (OTP to the current address). */
  emailUpdateStart: "/v1/email/update/start",
  /** POST OtpOnly → { action: "VERIFY_SECONDARY_OTP" } (then an OTP to the new address). */
  emailUpdatePrimary: "/v1/email/update/primary",
  /** POST OtpOnly → { newEmail }. */
  emailUpdateSecondary: "/v1/email/update/secondary"
} as const

const Email = Schema.String.pipe(Schema.maxLength(254))
const Otp = Schema.String.pipe(Schema.pattern(/^\d{6}$/))
const Base64 = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9+/]+={0,2}$/), Schema.maxLength(4096))
const Origin = Schema.String.pipe(Schema.maxLength(2048))

/** A device's public key, a P-256 JWK (the private half is non-extractable in the frame's IndexedDB). */
export const DevicePublicKey = Schema.Struct({
  kty: Schema.Literal("EC"),
  crv: Schema.Literal("P-256"),
  x: Schema.String.pipe(Schema.maxLength(64)),
  y: Schema.String.pipe(Schema.maxLength(64))
})
export interface DevicePublicKey extends Schema.Schema.Type<typeof DevicePublicKey> {}

export const EmailStartRequest = Schema.Struct({
  email: Email,
  projectId: Schema.String.pipe(Schema.maxLength(128)),
  /** The parent origin from the handshake: named in the mails, checked against the allow-list. */
  origin: Origin,
  /** This frame's device key, when it has one (a known device skips VERIFY_DEVICE). */
  device: Schema.optional(DevicePublicKey)
})
export const EmailStartResponse = Schema.Struct({
  challengeId: Schema.String,
  /** SPEC §4: VERIFY_OTP (code mailed) or VERIFY_DEVICE (link mailed first; the code follows the click). */
  action: Schema.Literal("VERIFY_OTP", "VERIFY_DEVICE")
})

export const DeviceStatusRequest = Schema.Struct({ challengeId: Schema.String })
export const DeviceStatusResponse = Schema.Struct({ approved: Schema.Boolean })

export const OtpVerifyRequest = Schema.Struct({ challengeId: Schema.String, otp: Otp, device: DevicePublicKey })
/** The account's public commitments, checked by the frame after every `combine` (a wrong share gives a wrong key silently). */
export const WalletCommitments = Schema.Struct({ evmAddress: Schema.String, solanaAddress: Schema.String })
export const OtpVerifyResponse = Schema.Struct({
  userId: Schema.String,
  email: Email,
  /** Absent: the user has no wallet yet (the frame creates one: WalletCreateRequest). */
  wallet: Schema.optional(WalletCommitments),
  /** Whether this device holds an auth share of its own (primary device or recovered before). */
  deviceHasShare: Schema.Boolean,
  expiresAt: Schema.Number
})

export const SessionResponse = Schema.Struct({
  userId: Schema.String,
  email: Email,
  wallet: Schema.optional(WalletCommitments),
  expiresAt: Schema.Number
})

/** Fields every share request is signed over: `walletport:<path>:v1:<userId>:<timestamp>:<nonce>:<sha256(body without signature)>`. */
export const DeviceSignature = Schema.Struct({
  timestamp: Schema.Number,
  nonce: Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{16,64}$/)),
  /** base64url of the raw (r‖s) ECDSA P-256 SHA-256 signature. */
  signature: Schema.String.pipe(Schema.maxLength(128))
})

export const WalletCreateRequest = Schema.Struct({
  ...DeviceSignature.fields,
  commitments: WalletCommitments,
  /** Share A of the 2-of-3 split (D stays in the frame, R goes to the visitor). */
  authShare: Base64
})

export const ShareRequest = Schema.Struct({
  ...DeviceSignature.fields,
  /** primary: share A (to pair with D on the primary device, or with R on a new one); device: this device's An. */
  which: Schema.Literal("primary", "device")
})
export const ShareResponse = Schema.Struct({ share: Base64, commitments: WalletCommitments })

export const DeviceShareUpload = Schema.Struct({ ...DeviceSignature.fields, share: Base64 })

export const EmailUpdateStartRequest = Schema.Struct({ newEmail: Email })
export const OtpOnly = Schema.Struct({ otp: Otp })

export const ApiErrorCode = Schema.Literal(
  "bad_request",
  "origin_not_allowed",
  "cooldown",
  "rate_limited",
  "invalid_code",
  "expired_code",
  "too_many_attempts",
  "unauthorized",
  "device_not_approved",
  "bad_signature",
  "wallet_exists",
  "not_found",
  /** 5xx: the server failed (logged there); the request may be retried. */
  "server_error"
)
export const ApiError = Schema.Struct({
  error: ApiErrorCode,
  message: Schema.String,
  /** cooldown / rate_limited: seconds until a new try (SPEC §5 "Please try again after {n} seconds"). */
  retryAfterSeconds: Schema.optional(Schema.Number),
  /** invalid_code: tries left on this challenge. */
  attemptsLeft: Schema.optional(Schema.Number)
})
export interface ApiError extends Schema.Schema.Type<typeof ApiError> {}

/**
 * What the server injects into the frame page it serves (after checking `origin` against the project's
 * allow-list) as `<script type="application/json" id="walletport-frame-config">`: the frame reads it with
 * this schema and trusts nothing from its own query string. CSP `frame-ancestors` names the same origin.
 */
export const FrameConfig = Schema.Struct({
  /** The one parent origin this frame serves (the handshake's target and check). */
  parentOrigin: Schema.String,
  projectId: Schema.String,
  /** CAIP-2 id of the start network. */
  chainId: Schema.String,
  /** Server version, sent back in FRAME_READY. */
  version: Schema.String,
  enableLogger: Schema.Boolean,
  /** JSON-RPC URL per CAIP-2 network the frame may sign for (eip155:…, solana:…). */
  rpcUrls: Schema.Record({ key: Schema.String, value: Schema.String })
})
export interface FrameConfig extends Schema.Schema.Type<typeof FrameConfig> {}
/** The id of the script element that carries FrameConfig. */
export const FRAME_CONFIG_ELEMENT_ID = "walletport-frame-config"
