import { parseTransaction, recoverTransactionAddress, stringToHex, verifyMessage, verifyTypedData } from "viem"
import { describe, expect, it } from "vitest"
import { mnemonicToEntropy } from "@scure/bip39"
import { wordlist } from "@scure/bip39/wordlists/english"
import { deriveKeys, signEvmTransaction, signPersonalMessage, signTypedDataV4 } from "../../../frame/keys/index.js"

const keys = deriveKeys(mnemonicToEntropy("test test test test test test test test test test test junk", wordlist))
const CONTRACT = "0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC"

/** What a dapp's eth_signTypedData_v4 sends: EIP712Domain listed, big numbers as decimal strings. */
const typedData = {
  types: {
    EIP712Domain: [
      { name: "name", type: "string" },
      { name: "chainId", type: "uint256" },
      { name: "verifyingContract", type: "address" }
    ],
    Mail: [
      { name: "to", type: "address" },
      { name: "amount", type: "uint256" },
      { name: "contents", type: "string" }
    ]
  },
  primaryType: "Mail",
  domain: { name: "Ether Mail", chainId: 1, verifyingContract: CONTRACT },
  message: { to: CONTRACT, amount: "1000000000000000000000", contents: "Hello" }
} as const

describe("EVM signing", () => {
  it("personal_sign: viem's verifyMessage recovers our address from the raw bytes", async () => {
    const message = stringToHex("Sign in to example.com")
    const signature = await signPersonalMessage(keys, message)
    expect(await verifyMessage({ address: keys.evm.address, message: { raw: message }, signature })).toBe(true)
  })

  it("personal_sign: rejects a message that is not whole hex bytes", async () => {
    await expect(signPersonalMessage(keys, "0xzz")).rejects.toThrow()
    await expect(signPersonalMessage(keys, "0x123")).rejects.toThrow()
    expect(await signPersonalMessage(keys, "0x")).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it("eth_signTypedData_v4: viem's verifyTypedData accepts the signature", async () => {
    const signature = await signTypedDataV4(keys, JSON.stringify(typedData))
    const { EIP712Domain: _, ...types } = typedData.types
    const valid = await verifyTypedData({
      address: keys.evm.address,
      domain: typedData.domain,
      types,
      primaryType: "Mail",
      message: { ...typedData.message, amount: 10n ** 21n },
      signature
    })
    expect(valid).toBe(true)
  })

  it("eth_signTypedData_v4: throws on garbage instead of signing something", async () => {
    await expect(signTypedDataV4(keys, "not json")).rejects.toThrow()
    await expect(signTypedDataV4(keys, JSON.stringify({ ...typedData, types: "x" }))).rejects.toThrow()
    await expect(signTypedDataV4(keys, JSON.stringify({ ...typedData, primaryType: "Nope" }))).rejects.toThrow()
    await expect(
      signTypedDataV4(keys, JSON.stringify({ ...typedData, message: { ...typedData.message, to: "0x1" } }))
    ).rejects.toThrow()
  })

  it("a signed EIP-1559 transaction parses back and recovers to our address", async () => {
    const tx = {
      chainId: 31337,
      to: CONTRACT,
      value: 10n ** 15n,
      nonce: 3,
      gas: 21_000n,
      maxFeePerGas: 2_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
      type: "eip1559"
    } as const
    const serialized = await signEvmTransaction(keys, tx)
    const parsed = parseTransaction(serialized)
    expect(parsed).toMatchObject({ to: CONTRACT.toLowerCase(), value: tx.value, nonce: 3, chainId: 31337, gas: 21_000n })
    expect(await recoverTransactionAddress({ serializedTransaction: serialized })).toBe(keys.evm.address)
  })
})
