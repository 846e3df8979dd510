/**
 * Validators of the validation rules for Effect code (walletport/effect): each rule's Schema and its Either-returning
 * function, plus the plain guards. Hosts without Effect import ./host.ts (walletport/validators) instead.
 */
export * from "./accountName.js"
export * from "./base58.js"
export * from "./caip.js"
export * from "./coinType.js"
export * from "./decimal.js"
export * from "./email.js"
export * from "./evmAddress.js"
export * from "./hash.js"
export * from "./solanaAddress.js"
export * from "./wallet.js"
export { safeParseEvmAddress } from "./core/evmAddress.js"
export { normalizeName, safeNormalizeName } from "./core/ensName.js"
export type { SafeParseResult } from "./core/result.js"
