/**
 * A stand-in for frame/keys (written in parallel by the keys helper) with the same contract: real Shamir
 * shares (shamir-secret-sharing), real EVM signatures (viem) and ed25519 (noble), simpler derivation and
 * recovery code. It counts signatures so tests can prove "at most once".
 */
import { ed25519 } from "@noble/curves/ed25519"
import { sha256 } from "@noble/hashes/sha2"
import { getBase58Decoder } from "@solana/kit"
import { combine, split } from "shamir-secret-sharing"
import { bytesToHex, hexToBytes, keccak256, toBytes } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import type { DeviceKey, DeviceStore, EmbeddedKeys, KeysApi } from "../../../frame/keysApi.js"

export class WrongShares extends Error {}

export interface SignCounts {
  personal: number
  typedData: number
  evmTransaction: number
  solanaMessage: number
  solanaTransaction: number
}

export const deriveKeys = (entropy: Uint8Array): EmbeddedKeys => {
  const privateKey = keccak256(entropy)
  const seed = sha256(entropy)
  const publicKey = ed25519.getPublicKey(seed)
  return {
    entropy,
    evm: { address: privateKeyToAccount(privateKey).address, privateKey },
    solana: { address: getBase58Decoder().decode(publicKey), publicKey, seed }
  }
}

const checksum = (bytes: Uint8Array): string => bytesToHex(sha256(bytes).slice(0, 2)).slice(2)

export const keysShim = (): { readonly api: KeysApi; readonly signed: SignCounts } => {
  const signed: SignCounts = { personal: 0, typedData: 0, evmTransaction: 0, solanaMessage: 0, solanaTransaction: 0 }
  const api: KeysApi = {
    createEntropy: () => crypto.getRandomValues(new Uint8Array(16)),
    deriveKeys,
    commitmentsOf: (keys) => ({ evmAddress: keys.evm.address, solanaAddress: keys.solana.address }),
    splitPrimary: async (entropy) => {
      const [device, auth, recovery] = await split(entropy, 3, 2)
      if (device === undefined || auth === undefined || recovery === undefined) throw new Error("split")
      return { device, auth, recovery }
    },
    splitForDevice: async (entropy) => {
      const [device, auth] = await split(entropy, 2, 2)
      if (device === undefined || auth === undefined) throw new Error("split")
      return { device, auth }
    },
    recoverKeys: async (shares, commitments) => {
      const keys = deriveKeys(await combine([...shares]))
      if (keys.evm.address !== commitments.evmAddress || keys.solana.address !== commitments.solanaAddress) throw new WrongShares()
      return keys
    },
    encodeRecoveryCode: (share) => `${bytesToHex(share).slice(2)}-${checksum(share)}`.toUpperCase(),
    decodeRecoveryCode: (code) => {
      const [body, sum] = code.trim().toLowerCase().split("-")
      if (body === undefined || sum === undefined || !/^[0-9a-f]+$/.test(body) || body.length % 2 !== 0) return undefined
      const share = hexToBytes(`0x${body}`)
      return checksum(share) === sum ? share : undefined
    },
    signShareRequest: async (key, a) => ({ timestamp: a.now, nonce: "n".repeat(16) + String(a.now), signature: await key.sign(a.path) }),
    signPersonalMessage: async (keys, messageHex) => {
      signed.personal++
      return privateKeyToAccount(keys.evm.privateKey).signMessage({ message: { raw: messageHex } })
    },
    signTypedDataV4: async (keys, json) => {
      signed.typedData++
      const data: unknown = JSON.parse(json)
      if (typeof data !== "object" || data === null) throw new Error("typed data")
      return keccak256(toBytes(json + keys.evm.address))
    },
    signEvmTransaction: async (keys, tx) => {
      signed.evmTransaction++
      return privateKeyToAccount(keys.evm.privateKey).signTransaction(tx)
    },
    signSolanaMessage: async (keys, message) => {
      signed.solanaMessage++
      return ed25519.sign(message, keys.solana.seed)
    },
    signSolanaTransaction: async (keys, wire) => {
      signed.solanaTransaction++
      // One signature slot (compact-u16 count 1) then the message: our signature goes in slot 0.
      if (wire[0] !== 1) throw new Error("not a signer")
      const out = Uint8Array.from(wire)
      out.set(ed25519.sign(wire.slice(65), keys.solana.seed), 1)
      return out
    }
  }
  return { api, signed }
}

/** The device store's contract in memory, with a device key whose signatures name what was signed. */
export const memoryStore = (device = "device-1"): DeviceStore & { readonly shares: Map<string, Uint8Array> } => {
  const shares = new Map<string, Uint8Array>()
  const key: DeviceKey = { publicJwk: { kty: "EC", crv: "P-256", x: device, y: "y" }, sign: async (text) => `signed:${text}` }
  return {
    shares,
    loadShare: async (userId) => shares.get(userId),
    saveShare: async (userId, share) => void shares.set(userId, share),
    deleteShare: async (userId) => void shares.delete(userId),
    deviceKey: async () => key
  }
}
