/**
 * What the frame app uses of frame/keys, as one object passed in: main.ts passes the module itself, tests a shim
 * (test/frame/support/keysShim.ts). The types are frame/keys' own (one source of truth).
 */
import type * as Keys from "./keys/index.js"

export type { Commitments, DeviceKey, DeviceStore, EmbeddedKeys } from "./keys/index.js"

/** The functions of frame/keys the frame app calls. */
export type KeysApi = Pick<
  typeof Keys,
  | "createEntropy"
  | "deriveKeys"
  | "commitmentsOf"
  | "splitPrimary"
  | "splitForDevice"
  | "recoverKeys"
  | "encodeRecoveryCode"
  | "decodeRecoveryCode"
  | "signShareRequest"
  | "signPersonalMessage"
  | "signTypedDataV4"
  | "signEvmTransaction"
  | "signSolanaMessage"
  | "signSolanaTransaction"
>
