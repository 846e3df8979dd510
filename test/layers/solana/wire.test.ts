/** Our kit-transaction wire encoder against kit's own `getTransactionEncoder` (the differential check). */
import { getTransactionEncoder, type Transaction } from "@solana/kit"
import { assert, describe, it } from "vitest"
import { encodeKitTransaction } from "../../../layers/live/solana/wire.js"
import { InvalidParamsRpcError } from "../../../schemas/errors/walletRpc.js"

const bytes = (length: number, seed: number) => Uint8Array.from({ length }, (_, i) => (i * 31 + seed) % 256)

const kitEncode = (transaction: Transaction) => new Uint8Array(getTransactionEncoder().encode(transaction))

describe("Solana wire encoding of kit transactions", () => {
  it.each([
    ["one signed signer", { first: bytes(64, 1) }],
    ["a signed and an unsigned signer", { first: bytes(64, 2), second: null }],
    ["no signature yet", { first: null }],
    ["130 signers (a two-byte shortvec count)", Object.fromEntries(Array.from({ length: 130 }, (_, i) => [`s${i}`, i % 2 === 0 ? bytes(64, i) : null]))]
  ])("matches kit for %s", (_name, signatures) => {
    const messageBytes = bytes(180, 7)
    // A Transaction as kit's compileTransaction makes it: the encoder only reads these two fields.
    const transaction = Object.freeze({ messageBytes, signatures }) as unknown as Transaction
    assert.deepStrictEqual(encodeKitTransaction({ messageBytes, signatures }), kitEncode(transaction))
  })

  it("refuses a signature that is not 64 bytes", () => {
    try {
      encodeKitTransaction({ messageBytes: bytes(10, 0), signatures: { a: bytes(63, 0) } })
      assert.fail("expected a throw")
    } catch (error) {
      assert.instanceOf(error, InvalidParamsRpcError)
      assert.match(error.details ?? "", /64 bytes/)
    }
  })
})
