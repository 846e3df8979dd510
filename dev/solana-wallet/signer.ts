// The demo Solana wallets' signing code: an ed25519 key pair held in WebCrypto (through @solana/kit's key
// helpers), signing messages and wire transactions. Shared by the in-page wallets and the node-side tests.
import {
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes
} from "@solana/kit"
import { type DemoSolanaAccount, seedBytes } from "./accounts.js"

export interface DemoSigner {
  readonly address: string
  /** The 32-byte ed25519 public key. */
  readonly publicKey: Uint8Array
  /** The 64-byte ed25519 signature of `message`. */
  signMessage(message: Uint8Array): Promise<Uint8Array>
  /** Fills this account's signature slot of a wire transaction; fails if the transaction does not name it as a signer. */
  signTransaction(wire: Uint8Array): Promise<Uint8Array>
}

/** The signer of a demo account; checks that the seed really derives the account's address. */
export const createDemoSigner = async (account: DemoSolanaAccount): Promise<DemoSigner> => {
  const keyPair = await createKeyPairFromPrivateKeyBytes(seedBytes(account))
  const address = await getAddressFromPublicKey(keyPair.publicKey)
  if (address !== account.address) throw new Error(`demo Solana key derives ${address}, not ${account.address}`)
  const publicKey = new Uint8Array(await crypto.subtle.exportKey("raw", keyPair.publicKey))
  return {
    address,
    publicKey,
    signMessage: async (message) => new Uint8Array(await signBytes(keyPair.privateKey, message)),
    signTransaction: async (wire) => {
      const transaction = getTransactionDecoder().decode(wire)
      const signed = await partiallySignTransaction([keyPair], transaction)
      return new Uint8Array(getTransactionEncoder().encode(signed))
    }
  }
}
