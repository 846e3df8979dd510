/** The modal's views as hosts name them (the Route Schema's `view`, schemas/views.ts), without Effect. */

/** Every view the modal can show, plus `Networks` (the network selector). */
export type View =
  | "Connect"
  | "Account"
  | "AllWallets"
  | "ConnectingWalletConnectBasic"
  | "ConnectingWalletConnect"
  | "ConnectingExternal"
  | "ConnectingSiwe"
  | "ConnectingFarcaster"
  | "UnsupportedChain"
  | "SIWXSignMessage"
  | "ApproveTransaction"
  | "RegisterAccountName"
  | "RegisterAccountNameSuccess"
  | "Networks"
  | "WalletSend"
  | "WalletReceive"
  | "WalletSwap"
  | "Onramp"
  | "Pay"
  | "EmailVerifyOtp"
  | "EmailVerifyDevice"
  | "EmbeddedRecovery"
  | "UpdateEmailWallet"
  | "UpdateEmailPrimaryOtp"
  | "UpdateEmailSecondaryOtp"

/** A view a host may open by name (`open({ view })`). */
export type PlainView = "Connect" | "Account" | "AllWallets" | "ConnectingWalletConnectBasic" | "Networks"
