/**
 * What the frame app uses of frame/keys (the keys helper's API), as one object passed in: main.ts passes the
 * module itself, tests a shim. The shapes mirror frame/keys/index.ts; when that module lands they become
 * `typeof import("./keys/index.js")` picks.
 */
import type { TransactionSerializable } from "viem"
import type { DevicePublicKey, WalletCommitments } from "../schemas/walletServer/api.js"

export interface EmbeddedKeys {
  readonly entropy: Uint8Array
  readonly evm: { readonly address: `0x${string}`; readonly privateKey: `0x${string}` }
  readonly solana: { readonly address: string; readonly publicKey: Uint8Array; readonly seed: Uint8Array }
}

export type Commitments = typeof WalletCommitments.Type

export interface DeviceKey {
  readonly publicJwk: DevicePublicKey
  readonly sign: (text: string) => Promise<string>
}

export interface DeviceStore {
  loadShare(userId: string): Promise<Uint8Array | undefined>
  saveShare(userId: string, share: Uint8Array): Promise<void>
  deleteShare(userId: string): Promise<void>
  deviceKey(): Promise<DeviceKey>
}

export interface KeysApi {
  readonly createEntropy: () => Uint8Array
  readonly deriveKeys: (entropy: Uint8Array) => EmbeddedKeys
  readonly commitmentsOf: (keys: EmbeddedKeys) => Commitments
  readonly splitPrimary: (entropy: Uint8Array) => Promise<{ device: Uint8Array; auth: Uint8Array; recovery: Uint8Array }>
  readonly splitForDevice: (entropy: Uint8Array) => Promise<{ device: Uint8Array; auth: Uint8Array }>
  /** Throws (WrongShares) when the shares do not give the committed keys. */
  readonly recoverKeys: (shares: readonly [Uint8Array, Uint8Array], commitments: Commitments) => Promise<EmbeddedKeys>
  readonly encodeRecoveryCode: (share: Uint8Array) => string
  readonly decodeRecoveryCode: (code: string) => Uint8Array | undefined
  readonly signShareRequest: (
    key: DeviceKey,
    a: { path: string; userId: string; body: Record<string, unknown>; now: number }
  ) => Promise<{ timestamp: number; nonce: string; signature: string }>
  readonly signPersonalMessage: (keys: EmbeddedKeys, messageHex: `0x${string}`) => Promise<`0x${string}`>
  readonly signTypedDataV4: (keys: EmbeddedKeys, typedDataJson: string) => Promise<`0x${string}`>
  readonly signEvmTransaction: (keys: EmbeddedKeys, tx: TransactionSerializable) => Promise<`0x${string}`>
  readonly signSolanaMessage: (keys: EmbeddedKeys, message: Uint8Array) => Promise<Uint8Array>
  readonly signSolanaTransaction: (keys: EmbeddedKeys, wireTransaction: Uint8Array) => Promise<Uint8Array>
}
