/**
 * SPEC §2: the English header titles, by view. Effect-free (types only from views.ts): the instant-open
 * preview's chunk carries the English table (ui/i18n/en.ts), which reads its titles from here.
 */
import type { View } from "./views.js"

/** SPEC §2: the English header title of each view (ui/i18n/en.ts reads them: the modal's table for titles). */
export const TITLES: { readonly [V in View]: string } = {
  Connect: "Connect Wallet",
  Account: "Account",
  AllWallets: "All Wallets",
  ConnectingWalletConnectBasic: "WalletConnect",
  ConnectingWalletConnect: "WalletConnect",
  ConnectingExternal: "Connecting",
  ConnectingSiwe: "Sign In",
  ConnectingFarcaster: "Farcaster",
  UnsupportedChain: "Switch Network",
  SIWXSignMessage: "Sign In",
  ApproveTransaction: "Approve Transaction",
  RegisterAccountName: "Choose Name",
  RegisterAccountNameSuccess: "Name Registered",
  Networks: "Choose Network",
  WalletSend: "Send",
  WalletReceive: "Receive",
  WalletSwap: "Swap",
  Onramp: "Buy Crypto",
  Pay: "Pay",
  EmailVerifyOtp: "Confirm Email",
  EmailVerifyDevice: "Register Device",
  EmbeddedRecovery: "Recovery Code",
  UpdateEmailWallet: "Edit Email",
  UpdateEmailPrimaryOtp: "Confirm Current Email",
  UpdateEmailSecondaryOtp: "Confirm New Email"
}
