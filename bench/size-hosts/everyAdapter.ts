// Every adapter a host can configure (EVM, Solana, WalletConnect, the embedded wallet), each imported from its
// package entry as a host writes it: the `adapters` of the size-check hosts with every adapter.
import { embeddedWallet } from "../../runtime/entries/embedded.js"
import { evmAdapter } from "../../runtime/entries/evm.js"
import { solanaAdapter } from "../../runtime/entries/solana.js"
import { walletConnectAdapter } from "../../runtime/entries/walletconnect.js"

export const everyAdapter = [evmAdapter(), solanaAdapter(), walletConnectAdapter(), embeddedWallet({ url: "https://wallet.example" })]
