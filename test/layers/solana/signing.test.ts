/**
 * Solana signing (ARCHITECTURE §8 signMessage, hostProvider): real ed25519 signatures checked with
 * WebCrypto, and the host provider's transactions — built with @solana/kit and with @solana/web3.js 1.x —
 * reaching the wallet feature as exactly the wire bytes each library would send.
 */
import { afterEach, assert, describe, it } from "@effect/vitest"
import { blockhash, getTransactionEncoder } from "@solana/kit"
import { PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from "@solana/web3.js"
import * as Effect from "effect/Effect"
import { encodeBase58, decodeBase58 } from "../../../schemas/validators/base58.js"
import { buildKitTransfer } from "../../../dev/solana-wallet/transfer.js"
import { adapter, LOCAL, providerOf } from "./harness.js"
import { makeTestWallet, type TestWallet } from "./testWallet.js"

const WALLET = "Test Solana Wallet"
const RECIPIENT = "7UnjK7Fm3vESHWx2E3vYb3UertASJ7fppyq6tYcBjw3n"
const BLOCKHASH = "EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k"

const unregisters: Array<() => void> = []
afterEach(() => {
  unregisters.splice(0).forEach((unregister) => unregister())
})

const connected = () =>
  Effect.gen(function*() {
    const wallet = yield* Effect.promise(() => makeTestWallet())
    unregisters.push(wallet.register())
    const solana = yield* adapter()
    yield* solana.connect(WALLET, LOCAL)
    return { wallet, solana }
  })

const verify = (publicKey: Uint8Array, signature: Uint8Array, data: Uint8Array) =>
  Effect.promise(async () => {
    const key = await crypto.subtle.importKey("raw", new Uint8Array(publicKey), { name: "Ed25519" }, false, ["verify"])
    return crypto.subtle.verify("Ed25519", key, new Uint8Array(signature), new Uint8Array(data))
  })

/** The input the wallet feature received last, as a record. */
const lastInput = (wallet: TestWallet): Readonly<Record<string, unknown>> => {
  const input = wallet.calls.at(-1)?.[1]
  if (typeof input !== "object" || input === null) throw new Error("no input")
  return Object.fromEntries(Object.entries(input))
}

const web3Legacy = (from: string) =>
  new Transaction({ feePayer: new PublicKey(from), recentBlockhash: BLOCKHASH }).add(
    SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: new PublicKey(RECIPIENT), lamports: 100_000_000 })
  )

const web3Versioned = (from: string) =>
  new VersionedTransaction(
    new TransactionMessage({
      payerKey: new PublicKey(from),
      recentBlockhash: BLOCKHASH,
      instructions: [SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: new PublicKey(RECIPIENT), lamports: 100_000_000 })]
    }).compileToV0Message()
  )

describe("Solana adapter: signMessage", () => {
  it.scoped("signs UTF-8 with solana:signMessage and returns a base58 ed25519 signature that verifies", () =>
    Effect.gen(function*() {
      const { wallet, solana } = yield* connected()
      const signature = yield* solana.signMessage(WALLET, wallet.signer.address, "Hello from walletport ✓")
      const bytes = decodeBase58(signature)
      assert.strictEqual(bytes?.length, 64)
      const message = new TextEncoder().encode("Hello from walletport ✓")
      assert.deepStrictEqual(lastInput(wallet)["message"], message)
      assert.strictEqual(lastInput(wallet)["account"], wallet.account)
      assert.isTrue(yield* verify(wallet.signer.publicKey, bytes ?? new Uint8Array(), message))
      assert.isFalse(yield* verify(wallet.signer.publicKey, bytes ?? new Uint8Array(), new TextEncoder().encode("other")))
    }))

  it.scoped("rejection → UserRejectedRequest; an unauthorised address → UnauthorizedProvider; a short signature → ConnectorBadResponse", () =>
    Effect.gen(function*() {
      const { wallet, solana } = yield* connected()
      wallet.handlers.signMessage = () => Promise.reject({ code: 4001, message: "no" })
      const rejected = yield* Effect.flip(solana.signMessage(WALLET, wallet.signer.address, "m"))
      assert.strictEqual(rejected.message, "User rejected the request.")
      assert.strictEqual((yield* Effect.flip(solana.signMessage(WALLET, RECIPIENT, "m")))._tag, "UnauthorizedProvider")
      wallet.handlers.signMessage = () => Promise.resolve([{ signature: new Uint8Array(10) }])
      assert.strictEqual((yield* Effect.flip(solana.signMessage(WALLET, wallet.signer.address, "m")))._tag, "ConnectorBadResponse")
      assert.strictEqual((yield* Effect.flip(solana.signMessage("Nobody", wallet.signer.address, "m")))._tag, "WalletNotFound")
    }))
})

describe("SolanaProvider", () => {
  it.scoped("a @solana/kit transaction reaches solana:signTransaction as kit's wire bytes, with the chain", () =>
    Effect.gen(function*() {
      const { wallet, solana } = yield* connected()
      const provider = providerOf(yield* solana.hostProvider(WALLET))
      const transaction = buildKitTransfer({
        from: wallet.signer.address,
        to: RECIPIENT,
        lamports: 100_000_000n,
        blockhash: blockhash(BLOCKHASH),
        lastValidBlockHeight: 100n
      })
      const signed = yield* Effect.promise(() => provider.signTransaction(transaction))
      const sent = lastInput(wallet)
      assert.deepStrictEqual(sent["transaction"], new Uint8Array(getTransactionEncoder().encode(transaction)))
      assert.strictEqual(sent["chain"], "solana:localnet")
      assert.strictEqual(sent["account"], wallet.account)
      // web3.js reads kit's bytes back as the same message, now signed by the wallet.
      const decoded = VersionedTransaction.deserialize(signed)
      assert.deepStrictEqual(decoded.message.serialize(), new Uint8Array(transaction.messageBytes))
      assert.isTrue(yield* verify(wallet.signer.publicKey, decoded.signatures[0] ?? new Uint8Array(), new Uint8Array(transaction.messageBytes)))
    }))

  it.scoped("a web3.js 1.x legacy Transaction reaches the wallet as web3.js's own wire bytes", () =>
    Effect.gen(function*() {
      const { wallet, solana } = yield* connected()
      const provider = providerOf(yield* solana.hostProvider(WALLET))
      const transaction = web3Legacy(wallet.signer.address)
      const signed = yield* Effect.promise(() => provider.signTransaction(transaction))
      assert.deepStrictEqual(
        lastInput(wallet)["transaction"],
        new Uint8Array(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
      )
      assert.isTrue(Transaction.from(signed).verifySignatures())
    }))

  it.scoped("a web3.js 1.x VersionedTransaction is signed and sent; the answer is the base58 signature", () =>
    Effect.gen(function*() {
      const { wallet, solana } = yield* connected()
      const provider = providerOf(yield* solana.hostProvider(WALLET))
      const transaction = web3Versioned(wallet.signer.address)
      const signature = yield* Effect.promise(() =>
        provider.signAndSendTransaction(transaction, { commitment: "confirmed", skipPreflight: true })
      )
      const sent = lastInput(wallet)
      assert.deepStrictEqual(sent["transaction"], new Uint8Array(transaction.serialize()))
      assert.strictEqual(sent["chain"], "solana:localnet")
      assert.deepStrictEqual(sent["options"], { commitment: "confirmed", skipPreflight: true })
      const bytes = decodeBase58(signature) ?? new Uint8Array()
      assert.strictEqual(encodeBase58(bytes), signature)
      assert.isTrue(yield* verify(wallet.signer.publicKey, bytes, transaction.message.serialize()))
    }))

  it.scoped("a commitment that is not a SPEC §5 level is refused before the wallet sees the transaction", () =>
    Effect.gen(function*() {
      const { wallet, solana } = yield* connected()
      const provider = providerOf(yield* solana.hostProvider(WALLET))
      const calls = wallet.calls.length
      const refused = yield* Effect.promise(() =>
        provider.signAndSendTransaction(web3Versioned(wallet.signer.address), JSON.parse(`{ "preflightCommitment": "soon" }`))
          .catch((e: unknown) => e)
      )
      assert.strictEqual(refused instanceof Error ? Reflect.get(refused, "_tag") : refused, "InvalidParamsRpcError")
      assert.strictEqual(wallet.calls.length, calls)
    }))

  it.scoped("signMessage takes bytes or a string; errors are thrown catalogue errors", () =>
    Effect.gen(function*() {
      const { wallet, solana } = yield* connected()
      const provider = providerOf(yield* solana.hostProvider(WALLET))
      const fromString = yield* Effect.promise(() => provider.signMessage("hi"))
      const fromBytes = yield* Effect.promise(() => provider.signMessage(new TextEncoder().encode("hi")))
      assert.deepStrictEqual(fromString, fromBytes)
      assert.isTrue(yield* verify(wallet.signer.publicKey, fromString, new TextEncoder().encode("hi")))

      wallet.handlers.signTransaction = () => Promise.reject({ code: 4001, message: "no" })
      const rejected = yield* Effect.promise(() => provider.signTransaction(web3Legacy(wallet.signer.address)).catch((e: unknown) => e))
      assert.strictEqual(rejected instanceof Error ? rejected.message : rejected, "User rejected the request.")

      const garbage = yield* Effect.promise(() => provider.signTransaction(JSON.parse("{}")).catch((e: unknown) => e))
      assert.include(String(garbage instanceof Error ? Reflect.get(garbage, "_tag") : garbage), "InvalidParamsRpcError")

      wallet.authorized = false
      const revoked = yield* Effect.promise(() => provider.signMessage("hi").catch((e: unknown) => e))
      assert.strictEqual(revoked instanceof Error ? Reflect.get(revoked, "_tag") : revoked, "UnauthorizedProvider")
    }))
})

describe("base58", () => {
  it("encodeBase58 inverts decodeBase58, leading zeros included", () => {
    for (const hex of ["", "00", "0000ff", "61", "626262", "00eb15231dfceb60925886b67d065299925915aeb172c06647"]) {
      const bytes = Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
      assert.deepStrictEqual(decodeBase58(encodeBase58(bytes)), bytes)
    }
    // Bitcoin Core's base58_encode_decode.json vectors.
    const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
    assert.strictEqual(encodeBase58(hexBytes("516b6fcd0f")), "ABnLTmg")
    assert.strictEqual(encodeBase58(hexBytes("00eb15231dfceb60925886b67d065299925915aeb172c06647")), "1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L")
    assert.strictEqual(encodeBase58(hexBytes("00000000000000000000")), "1111111111")
  })
})
