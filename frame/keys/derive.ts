/** The wallet's accounts, derived from its entropy the way other wallets derive them from the same 12 words. */
import { mnemonicToSeedSync } from "@scure/bip39"
import { ed25519 } from "@noble/curves/ed25519.js"
import { bytesToHex } from "viem"
import { HDKey, privateKeyToAddress } from "viem/accounts"
import { encodeBase58 } from "../../schemas/validators/base58.js"
import type { WalletCommitments } from "../../schemas/walletServer/api.js"
import { mnemonicOf } from "./entropy.js"
import { slip10Derive } from "./slip10.js"

/** BIP-44, Ethereum's first account (MetaMask's and viem's default). */
export const EVM_PATH = "m/44'/60'/0'/0/0"
/** m/44'/501'/0'/0': Phantom's and Solflare's first account (all steps hardened). */
export const SOLANA_PATH: ReadonlyArray<number> = [44, 501, 0, 0]

export interface EmbeddedKeys {
  readonly entropy: Uint8Array
  readonly evm: { readonly address: `0x${string}`; readonly privateKey: `0x${string}` }
  readonly solana: {
    /** base58 of the public key. */
    readonly address: string
    readonly publicKey: Uint8Array
    /** The 32-byte ed25519 seed (private key). */
    readonly seed: Uint8Array
  }
}

export type Commitments = typeof WalletCommitments.Type

export const deriveKeys = (entropy: Uint8Array): EmbeddedKeys => {
  // Through the mnemonic (BIP-39 PBKDF2, empty passphrase) so the exported words restore the same accounts elsewhere.
  const seed = mnemonicToSeedSync(mnemonicOf(entropy))
  const evmKey = HDKey.fromMasterSeed(seed).derive(EVM_PATH).privateKey
  if (evmKey === null) throw new Error("BIP-32 derivation gave no private key")
  const privateKey = bytesToHex(evmKey)
  const solanaSeed = slip10Derive(seed, SOLANA_PATH).key
  const publicKey = ed25519.getPublicKey(solanaSeed)
  return {
    entropy,
    evm: { address: privateKeyToAddress(privateKey), privateKey },
    solana: { address: encodeBase58(publicKey), publicKey, seed: solanaSeed }
  }
}

/** What the server keeps to check every later `combine` (public: the two addresses). */
export const commitmentsOf = (keys: EmbeddedKeys): Commitments => ({
  evmAddress: keys.evm.address,
  solanaAddress: keys.solana.address
})
