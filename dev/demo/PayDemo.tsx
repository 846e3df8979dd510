// The demo's host-side Pay button (issue 25): `usePay()` asks the visitor to pay 0.01 ETH to anvil account 5 and
// shows the hash, or the catalogue error's tag and message. `?pay=1` switches `features.pay` on.
import type { ReactNode } from "react"
import { usePay } from "../../runtime/entries/react.js"
import { isWalletportError } from "../../schemas/errors/WalletportError.js"
import { ANVIL_ACCOUNTS } from "../accounts.js"

/** The demo's payee: anvil account 5, a test recipient. */
export const DEMO_PAYEE = ANVIL_ACCOUNTS[5]?.address ?? "0x"

export const PayDemo = (): ReactNode => {
  const { pay, status, data, error } = usePay()
  const outcome = status === "success" ? `paid ${data}` : status === "error" ? `failed: ${isWalletportError(error) ? error._tag : error.name}: ${error.message}` : status
  return (
    <section className="panel">
      <h2>Pay</h2>
      <button type="button" data-testid="pay-button" onClick={() => pay({ recipient: DEMO_PAYEE, amount: "0.01", asset: "native" })}>
        Pay 0.01 ETH
      </button>
      <p data-testid="pay-status">{outcome}</p>
    </section>
  )
}
