// Bench host page for walletport without React: `createWalletport` from the package root
// (`walletport`), two EVM networks, the EVM and Solana adapters (../adapters.ts), and a
// plain button that opens the modal. What this page pays up front is the shell alone.
import { createWalletport } from "../../../runtime/entries/index.js"
import { arbitrum, mainnet } from "../../../runtime/entries/evm.js"
import { adapters } from "../adapters.js"
import { BENCH_PROJECT_ID } from "../projectId.js"

const instance = createWalletport({ projectId: BENCH_PROJECT_ID, networks: [mainnet, arbitrum], adapters })

const root = document.getElementById("root")
if (root === null) throw new Error("bench page: #root is missing")
const button = document.createElement("button")
button.type = "button"
button.dataset["testid"] = "connect-button"
button.textContent = "Connect Wallet"
button.addEventListener("click", () => {
  instance.open().catch((error: unknown) => console.error(error))
})
root.append(button)
