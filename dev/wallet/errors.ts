// EIP-1193 / EIP-1474 error shapes the demo wallet answers with (SPEC §8 "Wallet RPC").

/** An EIP-1193 ProviderRpcError: a real Error (for stack traces) carrying `code` and optional `data`. */
export class ProviderRpcError extends Error {
  override readonly name = "ProviderRpcError"
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }

  /** Plain `{ code, message, data? }`, for postMessage or logs. */
  toJSON(): { readonly code: number; readonly message: string; readonly data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

export const userRejected = (): ProviderRpcError => new ProviderRpcError(4001, "User rejected the request.")
export const unauthorized = (detail: string): ProviderRpcError =>
  new ProviderRpcError(4100, `The requested account and/or method has not been authorized by the user. ${detail}`)
export const unsupportedMethod = (method: string): ProviderRpcError =>
  new ProviderRpcError(4200, `The Walletport Demo Wallet does not support the requested method: ${method}`)
export const disconnected = (detail: string): ProviderRpcError =>
  new ProviderRpcError(4900, `The provider is disconnected from all chains. ${detail}`)
export const chainDisconnected = (detail: string): ProviderRpcError =>
  new ProviderRpcError(4901, `The provider is not connected to the requested chain. ${detail}`)
export const unrecognizedChain = (chainIdHex: string): ProviderRpcError =>
  new ProviderRpcError(4902, `Unrecognized chain ID "${chainIdHex}". The Walletport Demo Wallet only knows the local devnet.`)
export const invalidRequest = (detail: string): ProviderRpcError => new ProviderRpcError(-32600, `Invalid request: ${detail}`)
export const invalidParams = (detail: string): ProviderRpcError => new ProviderRpcError(-32602, `Invalid params: ${detail}`)
export const internalError = (detail: string): ProviderRpcError => new ProviderRpcError(-32603, `Internal error: ${detail}`)
