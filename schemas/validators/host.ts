/**
 * The validators a host imports (walletport/validators): guards that narrow, `parseX` that throws the
 * catalogue error (exact SPEC §5 message), `safeParseX` that returns `{ success, data | error }`.
 * No Schema and no Either here: guards bundle without Effect; parse/safe variants bring only the catalogue
 * error classes they can fail with. The Schemas and Either functions are in ./index.ts (walletport/effect).
 */
export { decodeBase58 } from "./base58.js"
export { checksumAddress } from "./checksum.js"
export { ACCOUNT_NAME_RULE_MESSAGES, accountNameProblem, type AccountNameRule, isValidAccountName } from "./core/accountName.js"
export {
  CHAIN_NAMESPACES,
  type CaipAddressParts,
  type CaipNetworkIdParts,
  type ChainNamespace,
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  isSupportedNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
  safeFormatCaipAddress,
  safeFormatCaipNetworkId,
  safeParseCaipAddress,
  safeParseCaipNetworkId
} from "./core/caip.js"
export { chainIdToCoinType, ETHEREUM_COIN_TYPE, EVM_COIN_TYPE_FLAG, safeChainIdToCoinType } from "./core/coinType.js"
export { formatDecimal, isDecimalString, parseDecimal, safeParseDecimal } from "./core/decimal.js"
export { isEmail } from "./core/email.js"
export { normalizeName, safeNormalizeName } from "./core/ensName.js"
export { type EvmAddressOptions, isEvmAddress, parseEvmAddress, safeParseEvmAddress } from "./core/evmAddress.js"
export { isSignedMessage, isTransactionHash } from "./core/hash.js"
export type { SafeParseResult } from "./core/result.js"
export { isSolanaAddress } from "./core/solanaAddress.js"
export {
  acceptIconUrl,
  acceptInlineIconUrl,
  ICON_URL_MAX_LENGTH,
  sanitizeWalletName,
  UNKNOWN_WALLET_NAME,
  WALLET_NAME_MAX_LENGTH
} from "./wallet.js"
