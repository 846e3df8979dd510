/**
 * SPEC §6, one pure function used by the frame (which enforces it) and the library (which routes to
 * ApproveTransaction before the frame asks): is a wallet method safe, in need of the visitor's approval,
 * or not allowed at all (RpcMethodNotAllowed; the UI shows the `notAllowed` toast).
 */

/** SPEC §6 safe list: read-only chain queries, raw broadcast, capability/status and user-operation queries, assets. */
const SAFE = new Set([
  "eth_accounts",
  "eth_requestAccounts",
  "eth_chainId",
  "net_version",
  "web3_clientVersion",
  "eth_blockNumber",
  "eth_call",
  "eth_estimateGas",
  "eth_gasPrice",
  "eth_maxPriorityFeePerGas",
  "eth_feeHistory",
  "eth_getBalance",
  "eth_getCode",
  "eth_getStorageAt",
  "eth_getTransactionCount",
  "eth_getBlockByNumber",
  "eth_getBlockByHash",
  "eth_getBlockTransactionCountByNumber",
  "eth_getTransactionByHash",
  "eth_getTransactionReceipt",
  "eth_getLogs",
  "eth_getProof",
  "eth_sendRawTransaction",
  "wallet_getCapabilities",
  "wallet_getCallsStatus",
  "wallet_showCallsStatus",
  "wallet_getPermissions",
  "eth_getUserOperationByHash",
  "eth_getUserOperationReceipt",
  "eth_supportedEntryPoints",
  "eth_estimateUserOperationGas",
  "wallet_getAssets",
  "solana_getAccounts",
  "solana_requestAccounts"
])

/** SPEC §6 approval list. */
const APPROVAL = new Set([
  "personal_sign",
  "eth_signTypedData_v4",
  "eth_sendTransaction",
  "solana_signMessage",
  "solana_signTransaction",
  "solana_signAllTransactions",
  "solana_signAndSendTransaction",
  "wallet_sendCalls",
  "wallet_grantPermissions",
  "wallet_revokePermissions",
  "eth_sendUserOperation"
])

/** What the SPEC §6 policy says of a method. */
export type RpcMethodClass = "safe" | "approval" | "disallowed"

/** SPEC §6: classifies a wallet method by exact name (case matters: `Personal_Sign` is not a method). */
export const classifyRpcMethod = (method: string): RpcMethodClass =>
  SAFE.has(method) ? "safe" : APPROVAL.has(method) ? "approval" : "disallowed"

// The texts live in one place each: the error is schemas/errors/walletRpc.ts RpcMethodNotAllowed (EIP-1193 4200),
// the UI message is the `notAllowed` toast (ui/i18n/en.ts `toasts`), its delay NOT_ALLOWED_UI_DELAY_MS in schemas/constants.ts.
