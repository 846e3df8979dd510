/** The Solana provider a host gets from `getWalletProvider("solana")` / `useWalletProvider("solana")`, without Effect. */

/** A preflight commitment level (Wallet Standard's). */
export type SolanaCommitment = "processed" | "confirmed" | "finalized" | "recent" | "single" | "singleGossip" | "root" | "max"

/** Bytes as @solana/kit holds them. */
export type ReadonlyBytes = ArrayLike<number>

/** A @solana/kit `Transaction` (`compileTransaction`): message bytes and a signature slot per signer. */
export interface KitTransaction {
  readonly messageBytes: ReadonlyBytes
  readonly signatures: Readonly<Record<string, ReadonlyBytes | null>>
}

/** A @solana/web3.js 1.x `Transaction` or `VersionedTransaction`: anything that serializes itself to wire bytes. */
export interface SerializableTransaction {
  serialize(config?: { readonly requireAllSignatures?: boolean; readonly verifySignatures?: boolean }): Uint8Array
}

/** What the provider signs: a kit `Transaction`, a web3.js 1.x transaction, or wire bytes. */
export type SolanaTransactionInput = KitTransaction | SerializableTransaction | Uint8Array

/** The Wallet Standard chain of a Solana network: `solana:mainnet`, `solana:devnet`, `solana:localnet`… */
export type SolanaWalletChain = `solana:${string}`

/** `solana:signAndSendTransaction` options (Wallet Standard's). */
export interface SolanaSendOptions {
  readonly preflightCommitment?: SolanaCommitment
  readonly commitment?: SolanaCommitment
  readonly skipPreflight?: boolean
  readonly maxRetries?: number
  readonly minContextSlot?: number
}

/** The connected Solana account, for a host's own signing. Methods reject with walletport's catalogue errors. */
export interface SolanaProvider {
  /** The account's base58 address. */
  readonly address: string
  /** The account's 32-byte public key, when the wallet gave it. */
  readonly publicKey: Uint8Array | undefined
  /** The Wallet Standard chain transactions go to (`solana:mainnet`, `solana:localnet`, …): the dapp's network. */
  readonly chain: SolanaWalletChain
  /** Signs bytes (a string is UTF-8 encoded); resolves to the 64-byte ed25519 signature. */
  signMessage(message: Uint8Array | string): Promise<Uint8Array>
  /** Signs without sending; resolves to the signed transaction's wire bytes. */
  signTransaction(transaction: SolanaTransactionInput): Promise<Uint8Array>
  /** Signs and submits through the wallet; resolves to the base58 transaction signature. */
  signAndSendTransaction(transaction: SolanaTransactionInput, options?: SolanaSendOptions): Promise<string>
}
