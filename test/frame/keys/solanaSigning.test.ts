import { ed25519 } from "@noble/curves/ed25519.js"
import {
  address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  AccountRole
} from "@solana/kit"
import { describe, expect, it } from "vitest"
import {
  createEntropy,
  deriveKeys,
  MalformedTransaction,
  NotASigner,
  signSolanaMessage,
  signSolanaTransaction
} from "../../../frame/keys/index.js"

const keys = deriveKeys(createEntropy())
const other = deriveKeys(createEntropy())
const SYSTEM_PROGRAM = address("11111111111111111111111111111111")
const RECIPIENT = address("GE93MHXVvnsbhxu7Ttpp7zTiipJeCX3QFXueSK2dCJe6")

/** A System Program transfer of `lamports` from `from` (fee payer `payer`), as kit compiles and encodes it. */
const transfer = (payer: string, from: string, lamports: bigint, version: 0 | "legacy"): Uint8Array => {
  const data = new Uint8Array(12)
  new DataView(data.buffer).setUint32(0, 2, true) // SystemInstruction::Transfer
  new DataView(data.buffer).setBigUint64(4, lamports, true)
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(address(payer), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash("EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N"), lastValidBlockHeight: 100n },
        m
      ),
    (m) =>
      appendTransactionMessageInstruction(
        {
          programAddress: SYSTEM_PROGRAM,
          accounts: [
            { address: address(from), role: AccountRole.WRITABLE_SIGNER },
            { address: RECIPIENT, role: AccountRole.WRITABLE }
          ],
          data
        },
        m
      )
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

const signatureOf = (wire: Uint8Array, signer: string) => {
  const tx = getTransactionDecoder().decode(wire)
  return { messageBytes: new Uint8Array(tx.messageBytes), signature: tx.signatures[address(signer)] }
}

describe("Solana signing", () => {
  it("solana_signMessage: a 64-byte signature ed25519 verifies with our public key", async () => {
    const message = new TextEncoder().encode("Sign in to example.com")
    const signature = await signSolanaMessage(keys, message)
    expect(signature).toHaveLength(64)
    expect(ed25519.verify(signature, message, keys.solana.publicKey)).toBe(true)
  })

  it.each([["legacy" as const], [0 as const]])("signs a %s transfer we pay for, in our slot", async (version) => {
    const wire = transfer(keys.solana.address, keys.solana.address, 1_000_000n, version)
    const signed = await signSolanaTransaction(keys, wire)
    expect(signed).toHaveLength(wire.length)
    const { messageBytes, signature } = signatureOf(signed, keys.solana.address)
    expect(messageBytes).toEqual(signatureOf(wire, keys.solana.address).messageBytes)
    if (signature === null || signature === undefined) throw new Error("no signature in our slot")
    expect(ed25519.verify(new Uint8Array(signature), messageBytes, keys.solana.publicKey)).toBe(true)
  })

  it("fills only our slot when another account pays the fee, leaving the payer's slot as it was", async () => {
    const wire = transfer(other.solana.address, keys.solana.address, 5n, 0)
    const signed = await signSolanaTransaction(keys, wire)
    const ours = signatureOf(signed, keys.solana.address)
    if (ours.signature === null || ours.signature === undefined) throw new Error("no signature in our slot")
    expect(ed25519.verify(new Uint8Array(ours.signature), ours.messageBytes, keys.solana.publicKey)).toBe(true)
    expect(signatureOf(signed, other.solana.address).signature).toBeNull()
    expect(signed.subarray(1, 65)).toEqual(wire.subarray(1, 65))
  })

  it("throws when our key is not a required signer, and does not touch the input", async () => {
    const wire = transfer(other.solana.address, other.solana.address, 5n, "legacy")
    const before = wire.slice()
    await expect(signSolanaTransaction(keys, wire)).rejects.toBeInstanceOf(NotASigner)
    expect(wire).toEqual(before)
  })

  it("throws on bytes that are not a wire transaction", async () => {
    const wire = transfer(keys.solana.address, keys.solana.address, 5n, 0)
    await expect(signSolanaTransaction(keys, wire.subarray(0, 80))).rejects.toBeInstanceOf(MalformedTransaction)
    await expect(signSolanaTransaction(keys, new Uint8Array(0))).rejects.toBeInstanceOf(MalformedTransaction)
    const wrongCount = wire.slice()
    wrongCount[0] = 2 // two slots announced, the header wants one
    await expect(signSolanaTransaction(keys, wrongCount)).rejects.toBeInstanceOf(MalformedTransaction)
    const v1 = wire.slice()
    v1[65] = 0x81 // version 1 does not exist
    await expect(signSolanaTransaction(keys, v1)).rejects.toBeInstanceOf(MalformedTransaction)
  })
})
