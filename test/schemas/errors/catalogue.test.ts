import { describe, expect, it } from "vitest"
import { catalogueErrorSchema } from "../../../schemas/errors/catalogueError.js"
import { WalletRpcErrorSchema } from "../../../schemas/errors/walletRpcSchema.js"
import * as Schema from "effect/Schema"
import * as E from "../../../schemas/errors/index.js"

// Each row: an instance and the exact SPEC §8 text (or the documented texture for "meanings not shown").
const catalogue: ReadonlyArray<readonly [string, { readonly message: string }, string]> = [
  ["balance", new E.TokenBalanceUnavailable({}), "Token Balance Unavailable"],
  ["gas price", new E.GasPriceNetworkNotSupported({}), "Network not supported for Gas Price"],
  ["swaps", new E.SwapNetworkNotSupported({}), "Network not supported for Swaps"],
  ["disconnect", new E.DisconnectFailed({}), "Failed to disconnect"],
  ["alert network", new E.Alert({ kind: "networkNotFound" }), "Network Not Found"],
  ["alert config", new E.Alert({ kind: "invalidAppConfiguration" }), "Invalid App Configuration"],
  ["alert domain", new E.Alert({ kind: "unverifiedDomain" }), "Invalid App Configuration"],
  ["alert project", new E.Alert({ kind: "invalidProjectId" }), "Invalid App Configuration"],
  ["alert iframe", new E.Alert({ kind: "iframeLoadFailed" }), "Network Error - Could not load embedded wallet"],
  ["alert timeout", new E.Alert({ kind: "iframeRequestTimeout" }), "Embedded Wallet Request Timed Out"],
  ["alert jwt", new E.Alert({ kind: "jwtTokenNotValid" }), "Session Expired"],
  ["alert project id", new E.Alert({ kind: "projectIdNotConfigured" }), "Project ID Not Configured"],
  ["alert switch", new E.Alert({ kind: "switchNetworkNotFound" }), "Network Not Found"],
  ["server origin", new E.ApiUnauthorized({ reason: "originNotAllowed" }), "Unauthorized: origin not allowed"],
  ["server jwt", new E.ApiUnauthorized({ reason: "jwtNotYetValid" }), "JWT validation error: JWT Token is not yet valid"],
  ["server key", new E.ApiUnauthorized({ reason: "invalidKey" }), "Unauthorized: invalid key"],
  ["siwx init", new E.SiwxInitFailed({}), "A problem occurred while trying initialize authentication"],
  ["siwx declined", new E.SignatureDeclined({}), "Signature declined"],
  ["siwx smart", new E.SmartAccountsUnsupported({}), "This application might not support Smart Accounts"],
  ["siwx off", new E.SiwxNotEnabled({}), "SIWX is not enabled"],
  ["siwx address", new E.NoActiveCaipAddress({}), "No ActiveCaipAddress found"],
  ["siwx network", new E.NoActiveCaipNetwork({}), "No ActiveCaipNetwork or client found"],
  ["siwx client", new E.NoConnectionClient({}), "No ConnectionController client found"],
  ["tx fetch", new E.FetchTransactionsFailed({}), "Failed to fetch transactions"],
  ["tx address", new E.MissingAccountAddress({}), "Transactions can't be fetched without an accountAddress"],
  ["name resolve", new E.ResolveNameFailed({}), "Error resolving name"],
  ["name suggest", new E.NameSuggestionsFailed({}), "Error fetching name suggestions"],
  ["name reverse", new E.NamesForAddressFailed({}), "Error fetching names for address"],
  ["name network", new E.NameNetworkNotFound({}), "Network not found"],
  ["name connector", new E.NameAddressOrConnectorNotFound({}), "Address or auth connector not found"],
  ["name register", new E.RegisterNameFailed({ name: "alice" }), "Error registering name alice"],
  ["name api reason", new E.RegisterNameFailed({ name: "alice", apiDescription: "Name is taken" }), "Name is taken"],
  ["frame dep", new E.EmailLoginDependencyFailed({}), "Unable to load email login dependency"],
  ["frame abort", new E.FrameRequestAborted({ request: "APP_CONNECT_EMAIL" }), "Something went wrong"],
  ["frame rpc abort", new E.RpcRequestAborted({}), "Request was aborted"],
  ["frame no message", new E.FrameError({ request: "APP_GET_USER" }), "An error occurred"],
  ["frame payload", new E.FrameError({ request: "APP_GET_USER", replyMessage: "bad otp" }), "bad otp"],
  ["frame iframe", new E.FrameNotSet({ missing: "iframe" }), "iframe is not set"],
  ["frame parent", new E.FrameNotSet({ missing: "parent" }), "parent is not set"],
  ["frame load", new E.FrameTimeout({ phase: "load" }), "Network Error - Could not load embedded wallet"],
  ["frame request", new E.FrameTimeout({ phase: "request" }), "Embedded Wallet Request Timed Out"],
  ["cooldown", new E.EmailLoginCooldown({ secondsLeft: 12 }), "Please try again after 12 seconds"],
  ["chain add", new E.ChainNotSupported({}), "Chain is not supported"],
  ["chain id", new E.InvalidChainId({ chainId: 2 ** 31 }), "Invalid chainId"],
  ["transport", new E.MissingTransportUrl({}), "No URL was provided to the Transport"],
  ["not allowed", new E.RpcMethodNotAllowed({ method: "eth_sign" }), "Requested RPC call is not allowed"],
  ["caip2", new E.InvalidCaipNetworkId({ value: "x" }), "Invalid CAIP-2 network id"],
  ["caip10", new E.InvalidCaip10Address({ value: "x" }), "Invalid CAIP-10 address"],
  ["caip", new E.InvalidCaipAddress({ value: "foo:1:0x" }), "Invalid CAIP Address"],
  ["decimal", new E.InvalidDecimalNumber({ value: "1.2.3" }), "Number `1.2.3` is not a valid decimal number."],
  ["chain not configured", new E.ChainNotConfigured({}), "Chain not configured."],
  ["chain not configured, the chain named (issue 27)", new E.ChainNotConfigured({ chainId: "eip155:10" }), "Chain eip155:10 is not configured: add it to `networks`."],
  ["already connected", new E.ConnectorAlreadyConnected({ connectorId: "io.metamask" }), "Connector already connected."],
  ["not connected", new E.ConnectorNotConnected({}), "Connector not connected."],
  ["account", new E.ConnectorAccountNotFound({ connector: "Demo", address: "0x1" }), 'Account "0x1" not found for connector "Demo".'],
  [
    "mismatch",
    new E.ConnectorChainMismatch({ connectorChainId: 1, expectedChainId: 10 }),
    "The current chain of the connector (id: 1) does not match the connection's chain (id: 10)."
  ],
  ["reconnecting", new E.ConnectorUnavailableReconnecting({ connector: "Demo" }), 'Connector "Demo" unavailable while reconnecting.'],
  ["reverted", new E.NodeError({ kind: "executionReverted" }), "Execution reverted for an unknown reason."],
  ["reverted reason", new E.NodeError({ kind: "executionReverted", reason: "paused" }), "Execution reverted with reason: paused."],
  ["funds", new E.NodeError({ kind: "insufficientFunds" }), E.NODE_ERROR_MESSAGES.insufficientFunds],
  ["timeout", new E.RpcTimeout({ url: "http://x" }), "The request took too long to respond."],
  ["http", new E.RpcHttpError({ url: "http://x", status: 503 }), "HTTP request failed."],
  ["rpc", new E.RpcRequestError({ url: "http://x", code: -32000, details: "x" }), "RPC Request failed."],
  ["abi", new E.AbiDecodingError({ data: "0x" }), 'Cannot decode zero data ("0x") with ABI parameters.'],
  ["rejected", new E.UserRejectedRequest({}), "User rejected the request."],
  ["switch", new E.SwitchChainError({}), "An error occurred when attempting to switch chain."]
]

describe("error catalogue (SPEC §8)", () => {
  it.each(catalogue)("%s has the catalogue text", (_name, error, text) => {
    expect(error.message).toBe(text)
    expect(error).toBeInstanceOf(Error)
  })

  it("every node error kind has its own text", () => {
    const kinds = Object.keys(E.NODE_ERROR_MESSAGES) as ReadonlyArray<E.NodeErrorKind>
    const texts = new Set(kinds.map((kind) => new E.NodeError({ kind }).message))
    expect(texts.size).toBe(kinds.length)
  })

  it("alerts carry a long message that points the host at its dashboard where configuration is at fault", () => {
    expect(new E.Alert({ kind: "invalidAppConfiguration" }).longMessage).toMatch(/dashboard/)
    expect(new E.Alert({ kind: "jwtTokenNotValid" }).longMessage).toMatch(/time settings/)
  })

  it("frame timeouts name the callbacks of SPEC §8", () => {
    expect(new E.FrameTimeout({ phase: "load" }).callback).toBe("iframe_load_failed")
    expect(new E.FrameTimeout({ phase: "request" }).callback).toBe("iframe_request_timeout")
  })

  it("errors survive a trip through their wire form with the same tag and text (postMessage, analytics)", () => {
    const original = new E.RegisterNameFailed({ name: "bob", apiDescription: "Taken" })
    const wireForm = catalogueErrorSchema(E.RegisterNameFailed)
    const wire = Schema.encodeSync(wireForm)(original)
    const back = Schema.decodeUnknownSync(wireForm)(JSON.parse(JSON.stringify(wire)))
    expect(back).toBeInstanceOf(E.RegisterNameFailed)
    expect(back._tag).toBe("RegisterNameFailed")
    expect(back.message).toBe("Taken")
    const rpc = Schema.decodeUnknownSync(WalletRpcErrorSchema)(
      JSON.parse(JSON.stringify(Schema.encodeSync(WalletRpcErrorSchema)(new E.UserRejectedRequest({ details: "no" }))))
    )
    expect(rpc._tag).toBe("UserRejectedRequest")
    expect(rpc.message).toBe("User rejected the request.")
  })
})
