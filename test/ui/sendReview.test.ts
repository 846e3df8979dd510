// The Send review's fiat values (issue 22: found by the browser tests on a production build, where the visitor
// reached the review before the prices had come): the amount's value follows the token's current price.
import { describe, expect, it } from "vitest"
import { INITIAL_SEND_STATE } from "../../layers/live/Send.js"
import { NATIVE_TOKEN_ID, type SendToken } from "../../schemas/send.js"
import type { SendState } from "../../services/Send.js"
import { reviewOf } from "../../ui/containers/SendContainer.js"

const FROM = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const TO = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const eth = (price?: number): SendToken => ({
  id: NATIVE_TOKEN_ID,
  kind: "native",
  name: "Ether",
  symbol: "ETH",
  decimals: 18,
  balance: 10n ** 19n,
  ...(price === undefined ? {} : { price })
})

/** A state whose plan sends 0.5 ETH of `planned` while the list holds `listed`. */
const stateWith = (planned: SendToken, listed: SendToken): SendState => ({
  ...INITIAL_SEND_STATE,
  namespace: "eip155",
  tokens: [listed],
  token: listed,
  plan: {
    _tag: "evm",
    transfer: { from: FROM, to: TO, token: planned, amount: 5n * 10n ** 17n },
    fee: 21_000n * 10n ** 9n,
    request: {},
    accountNonce: 0
  }
})

describe("the Send review's fiat values", () => {
  it("a plan made before the prices came shows the amount's value once the token has its price", () => {
    const review = reviewOf(stateWith(eth(), eth(3120.55)), "Anvil", "en")
    expect(review?.amountFiat).toBe("$1,560.27")
    expect(review?.feeFiat).toBe("$0.06")
  })

  it("no price anywhere: no fiat value", () => {
    const review = reviewOf(stateWith(eth(), eth()), "Anvil", "en")
    expect(review?.amountFiat).toBeUndefined()
    expect(review?.feeFiat).toBeUndefined()
  })
})
