// Size-check host (bench/size.ts): the vanilla page of bench/scenarios/walletport-vanilla (no React,
// `createWalletport` from the package root, a plain button) with every adapter (everyAdapter.ts).
import { createWalletport } from "../../runtime/entries/index.js"
import { everyAdapter } from "./everyAdapter.js"
import { networks } from "./networks.js"

const instance = createWalletport({ projectId: "bench", networks, adapters: everyAdapter })

const root = document.getElementById("root")
if (root === null) throw new Error("size host: #root is missing")
const button = document.createElement("button")
button.type = "button"
button.dataset["testid"] = "connect-button"
button.textContent = "Connect Wallet"
button.addEventListener("click", () => {
  instance.open().catch((error: unknown) => console.error(error))
})
root.append(button)
