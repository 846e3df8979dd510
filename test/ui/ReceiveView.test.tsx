// @vitest-environment happy-dom
// Receive's smart-account tag and warning (issue 10): shown only for a smart account, naming the networks where it
// is not deployed; an EOA shows neither.
import { describe, expect, it } from "vitest"
import { ReceiveView } from "../../ui/views/ReceiveView.js"
import { renderInShadow } from "./shadow.js"

const ADDRESS = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const view = (smartAccount: boolean, undeployedOn: ReadonlyArray<string>) =>
  renderInShadow(
    <ReceiveView address={ADDRESS} networks={["Ethereum", "OP Mainnet"]} smartAccount={smartAccount} undeployedOn={undeployedOn} copied={false} onCopy={() => undefined} />
  )

describe("ReceiveView", () => {
  it("a smart account undeployed on a network: the tag and a warning naming that network", () => {
    const { queryByTestId } = view(true, ["OP Mainnet"])
    expect(queryByTestId("receive-smart-account")?.textContent).toBe("Smart account")
    expect(queryByTestId("receive-undeployed")?.textContent).toContain("not deployed on OP Mainnet yet")
  })
  it("an EOA: no tag, no warning", () => {
    const { queryByTestId } = view(false, [])
    expect(queryByTestId("receive-smart-account")).toBeNull()
    expect(queryByTestId("receive-undeployed")).toBeNull()
  })
})
