import { describe, expect, it } from "vitest"
import * as Validators from "../../../schemas/validators/index.js"

describe("schemas/validators index", () => {
  it.each([
    "isEvmAddress",
    "EvmAddress",
    "ChecksummedEvmAddress",
    "isSolanaAddress",
    "SolanaAddress",
    "decodeBase58",
    "isTransactionHash",
    "TransactionHash",
    "isSignedMessage",
    "SignedMessage",
    "isValidAccountName",
    "AccountName",
    "isEmail",
    "Email",
    "ChainNamespace",
    "isChainNamespace",
    "parseCaipNetworkId",
    "parseCaipAddress",
    "isCaipNetworkId",
    "isCaipAddress",
    "formatCaipNetworkId",
    "formatCaipAddress",
    "CaipNetworkId",
    "CaipAddress",
    "chainIdToCoinType",
    "isDecimalString",
    "parseDecimal",
    "formatDecimal",
    "DecimalString",
    "CHAIN_NAMESPACES",
    "isSupportedNamespace",
    "safeParseEvmAddress",
    "sanitizeWalletName",
    "acceptIconUrl"
  ])("re-exports %s", (name) => {
    expect(Validators).toHaveProperty(name)
  })
})
