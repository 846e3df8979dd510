/** Entities: one Schema per file, re-exported here. */
export { ChainNamespace, CaipNetworkId, CaipAddress } from "./ids.js"
export { Network, RpcUrlSet, NativeCurrency, BlockExplorer } from "./Network.js"
export { AccountType, PreferredAccountType } from "./AccountType.js"
export { SocialProvider, SocialLogin } from "./SocialProvider.js"
export { TokenBalance, TokenQuantity } from "./TokenBalance.js"
export {
  AccountState,
  AccountStatus,
  AccountEntry,
  AccountUser,
  ConnectedWalletInfo,
  PreferredAccountTypes
} from "./Account.js"
export {
  Transaction,
  TransactionMetadata,
  TransactionTransfer,
  TransactionStatus,
  TransferDirection,
  FungibleInfo,
  NftInfo
} from "./Transaction.js"
export { TransactionsState, TransactionsByYear } from "./TransactionsState.js"
export { ModalState, LoadingNamespaceMap } from "./ModalState.js"
export { EmbeddedUser, EmbeddedUserAccount } from "./EmbeddedUser.js"
export { ThemeMode, ThemeVariables } from "./Theme.js"
export { ThemeSyncPayload } from "./ThemeSync.js"
export { AppMetadata } from "./Metadata.js"
export { DappDataPayload } from "./DappData.js"
export { IdentityResponse } from "./IdentityResponse.js"
export { OnrampQuote, OnrampAmount } from "./OnrampQuote.js"
export { NameSuggestion } from "./NameSuggestion.js"
export { Connector, ConnectorType } from "./Connector.js"
export { SolanaCommitment } from "./SolanaCommitment.js"
export { CustomWallet } from "./CustomWallet.js"
