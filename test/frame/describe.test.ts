/** What the approval panel says is signed (frame/wallet/describe.ts). */
import { describe, expect, it } from "vitest"
import { describeRequest, messageText } from "../../frame/wallet/describe.js"
import { decodeWalletRequest } from "../../frame/wallet/requests.js"

const ADDRESS = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const rows = (method: string, params: unknown) => Object.fromEntries(describeRequest(decodeWalletRequest(method, params), "eip155:1").rows.map((r) => [r.label, r.value]))

describe("describeRequest", () => {
  it("personal_sign: the UTF-8 text, or the hex when it is not text", () => {
    expect(rows("personal_sign", ["0x68c3a9", ADDRESS])["Message"]).toBe("hé")
    expect(rows("personal_sign", ["0xff00fe", ADDRESS])["Message"]).toBe("0xff00fe")
    expect(messageText(new Uint8Array([0x68, 0x07]))).toBeUndefined()
  })

  it("typed data: domain, primary type and the message's fields", () => {
    const typed = JSON.stringify({
      domain: { name: "Permit2", chainId: 1, verifyingContract: "0x000000000022D473030F116dDEE9F6B43aC78BA3" },
      primaryType: "PermitSingle",
      types: {},
      message: { spender: ADDRESS, details: { amount: "1" } }
    })
    expect(rows("eth_signTypedData_v4", [ADDRESS, typed])).toMatchObject({
      "Domain name": "Permit2",
      "Domain chainId": "1",
      "Domain verifyingContract": "0x000000000022D473030F116dDEE9F6B43aC78BA3",
      "Primary type": "PermitSingle",
      spender: ADDRESS,
      details: '{"amount":"1"}'
    })
  })

  it("a contract call shows its data; a deployment says so", () => {
    expect(rows("eth_sendTransaction", [{ from: ADDRESS, data: "0x60806040" }])).toMatchObject({ Send: "0 ETH", To: "New contract", Data: "0x60806040" })
  })

  it("params it does not understand are refused (-32602) and unknown approval methods are not carried out (4200)", () => {
    expect(() => decodeWalletRequest("personal_sign", ["hello", ADDRESS])).toThrow(expect.objectContaining({ code: -32602 }))
    expect(() => decodeWalletRequest("eth_sendTransaction", [{ from: "0x1" }])).toThrow(expect.objectContaining({ code: -32602 }))
    expect(() => decodeWalletRequest("wallet_sendCalls", [])).toThrow(expect.objectContaining({ code: 4200 }))
  })
})
