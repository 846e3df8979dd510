/**
 * What a visitor reads when a wallet request fails. The SPEC §8 catalogue message ("User rejected the
 * request.") is the host's: it stays on the error the API, the events and `debug` report. The modal speaks to
 * the person at the wallet, in their words, for the answers a visitor causes or can act on; any other error
 * shows its catalogue message.
 */

/** A catalogue error as the UI holds it: its tag and message. */
export interface ShownError {
  readonly _tag: string
  readonly message: string
}

const FOR_VISITORS: Readonly<Partial<Record<string, string>>> = {
  UserRejectedRequest: "You rejected the request in your wallet.",
  ResourceUnavailableRpcError: "Your wallet already has a request open. Finish or dismiss it there, then try again.",
  UnauthorizedProvider: "Your wallet has not allowed this site yet. Connect again and approve it in your wallet.",
  ProviderDisconnected: "Your wallet is not connected. Unlock it or reconnect, then try again.",
  ChainDisconnected: "Your wallet is not connected to this network. Switch network in your wallet, then try again."
}

export const visitorMessage = (error: ShownError): string => FOR_VISITORS[error._tag] ?? error.message
