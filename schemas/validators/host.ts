/**
 * The validators a host imports (walletport/validators): guards that narrow, `parseX` that throws the
 * catalogue error (its exact message), `safeParseX` that returns `{ success, data | error }`.
 * No Schema and no Either here: guards bundle without Effect; parse/safe variants bring only the catalogue
 * error classes they can fail with. The Schemas and Either functions are in ./index.ts (walletport/effect).
 */
export { decodeBase58 } from "./base58.js"
export { checksumAddress } from "./checksum.js"
export { ACCOUNT_NAME_RULE_MESSAGES, accountNameProblem, type AccountNameRule, isValidAccountName } from "./core/accountName.js"
export { isEmail } from "./core/email.js"
export { isSignedMessage, isTransactionHash } from "./core/hash.js"
export type { SafeParseResult } from "./core/result.js"
// Those that fail with a catalogue error, declared with its plain class (their own declarations name Effect's).
export * from "../public/validators.js"
export { isSolanaAddress } from "./core/solanaAddress.js"
export {
  acceptIconUrl,
  acceptInlineIconUrl,
  ICON_URL_MAX_LENGTH,
  sanitizeWalletName,
  UNKNOWN_WALLET_NAME,
  WALLET_NAME_MAX_LENGTH
} from "./wallet.js"
