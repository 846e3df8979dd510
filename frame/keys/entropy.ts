/** The wallet's one secret: 16 random bytes of BIP-39 entropy (exportable as 12 English words). */
import { entropyToMnemonic } from "@scure/bip39"
import { wordlist } from "@scure/bip39/wordlists/english"

/** 128 bits: BIP-39's 12-word size. */
export const ENTROPY_BYTES = 16

/** Fresh entropy from the platform CSPRNG. */
export const createEntropy = (): Uint8Array => globalThis.crypto.getRandomValues(new Uint8Array(ENTROPY_BYTES))

/** The entropy's BIP-39 English mnemonic (what another wallet imports). */
export const mnemonicOf = (entropy: Uint8Array): string => entropyToMnemonic(entropy, wordlist)
