/**
 * The EVM adapter's TransferCapability (issue 10): the native coin and the host's ERC-20 token for the network
 * (`tokens` option) read through ChainRpc, a plan that pins gas and fees but not the nonce (the wallet owns it,
 * as in viem: MetaMask and most wallets assign their own), eth_sendTransaction through the connected EIP-1193
 * wallet, and the outcome (mined, replaced or dropped: ./sentOutcome.ts).
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import type { Eip1193Provider } from "../../../schemas/eip1193.js"
import type { Network } from "../../../schemas/entities/Network.js"
import { ConnectorBadResponse, type WalletNotFound } from "../../../schemas/errors/connectors.js"
import { InvalidParamsRpcError } from "../../../schemas/errors/walletRpc.js"
import type { HostToken } from "../../../schemas/options.js"
import { NATIVE_TOKEN_ID, type SendToken, type Transfer, type TransferPlan } from "../../../schemas/send.js"
import { toHexQuantity } from "../../../schemas/units.js"
import { isEvmAddress } from "../../../schemas/validators/core/evmAddress.js"
import type { TransferCapability } from "../../../services/ChainAdapter.js"
import type { Hex } from "../../../schemas/siwx/verify/types.js"
import type { CallRequest, ChainRpcShape } from "../../../services/ChainRpc.js"
import { callGasLimit } from "./callGas.js"
import { request } from "./eip1193.js"
import { sentOutcome, type SentOutcomeOptions } from "./sentOutcome.js"

/** ERC-20 `transfer(address,uint256)`. */
const TRANSFER_SELECTOR = "a9059cbb"

const word = (hex: string): string => hex.padStart(64, "0")

/** Calldata of an ERC-20 transfer (a fixed layout: selector, address word, amount word). */
export const erc20TransferData = (to: `0x${string}`, amount: bigint): Hex =>
  `0x${TRANSFER_SELECTOR}${word(to.slice(2).toLowerCase())}${word(amount.toString(16))}`

const isTxHash = (value: unknown): value is Hex => typeof value === "string" && /^0x[0-9a-fA-F]{64}$/.test(value)

/** The call a transfer makes: value to the recipient, or `transfer` on the token contract. */
const callOf = (transfer: Transfer): CallRequest & { readonly from: `0x${string}`; readonly to: `0x${string}` } | undefined => {
  const { from, to, token, amount } = transfer
  if (!isEvmAddress(from) || !isEvmAddress(to)) return undefined
  if (token.kind === "native") return { from, to, value: amount }
  return isEvmAddress(token.id) ? { from, to: token.id, data: erc20TransferData(to, amount) } : undefined
}

/** The listed contracts other than the host's token, each once (EVM addresses compare case-blind). */
const listedContracts = (configured: string | undefined, listed: ReadonlyArray<string>): ReadonlyArray<`0x${string}`> => {
  const seen = new Set(configured === undefined ? [] : [configured.toLowerCase()])
  return listed.filter((id): id is `0x${string}` => {
    const key = id.toLowerCase()
    if (!isEvmAddress(id) || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

export interface EvmTransferDeps {
  readonly rpc: ChainRpcShape
  /** The host's ERC-20 token of a network (`tokens` option), if any. */
  readonly hostToken: (network: Network) => HostToken | undefined
  /** The connected wallet's provider. Fails: WalletNotFound. */
  readonly provider: (walletId: string) => Effect.Effect<Eip1193Provider, WalletNotFound>
  /** How an outcome is watched (tests shorten the dropped rule's wait). */
  readonly outcomeOptions?: SentOutcomeOptions
}

const isHexData = (value: string): value is Hex => /^0x(?:[0-9a-fA-F]{2})*$/.test(value)

export const makeEvmTransfers = ({ rpc, hostToken, provider, outcomeOptions }: EvmTransferDeps): TransferCapability => {
  /**
   * Gas and fees pinned, the nonce left to the wallet; `accountNonce` is the pending count now. `gasOf` turns the
   * estimate into the limit (a contract call's carries a margin: callGas.ts).
   */
  const planOf = (
    network: Network,
    call: CallRequest & { readonly from: `0x${string}`; readonly to: `0x${string}` },
    transfer: Transfer,
    gasOf: (estimate: bigint) => bigint = (estimate) => estimate
  ) =>
    Effect.gen(function*() {
      const id = network.caipNetworkId
      const [gas, fees, nonce] = yield* Effect.all([
        Effect.map(rpc.estimateGas(id, call), gasOf),
        rpc.getFees(id),
        rpc.getTransactionCount(id, call.from, "pending")
      ], { concurrency: "unbounded" })
      const feeFields = fees.type === "eip1559"
        ? { maxFeePerGas: toHexQuantity(fees.maxFeePerGas), maxPriorityFeePerGas: toHexQuantity(fees.maxPriorityFeePerGas) }
        : { gasPrice: toHexQuantity(fees.gasPrice) }
      const perGas = fees.type === "eip1559" ? fees.maxFeePerGas : fees.gasPrice
      const requestFields: Record<string, string> = {
        from: call.from,
        to: call.to,
        ...(call.value === undefined ? {} : { value: toHexQuantity(call.value) }),
        ...(call.data === undefined ? {} : { data: call.data }),
        gas: toHexQuantity(gas),
        chainId: toHexQuantity(Number(network.id)),
        ...feeFields
      }
      return { _tag: "evm", transfer, fee: gas * perGas, request: requestFields, accountNonce: nonce } satisfies TransferPlan
    })

  const erc20 = (network: Network, token: `0x${string}`, owner: `0x${string}`) =>
    Effect.all({
      symbol: rpc.erc20Symbol(network.caipNetworkId, token),
      decimals: rpc.erc20Decimals(network.caipNetworkId, token),
      balance: rpc.erc20BalanceOf(network.caipNetworkId, token, owner)
    }, { concurrency: "unbounded" }).pipe(
      Effect.map(({ symbol, decimals, balance }): SendToken => ({ id: token, kind: "erc20", name: symbol, symbol, decimals, balance }))
    )

  return {
    tokens: (network, owner, listed = []) =>
      Effect.gen(function*() {
        if (!isEvmAddress(owner)) return []
        const { symbol, name, decimals } = network.nativeCurrency
        const configured = hostToken(network)?.address
        const others = listedContracts(configured, listed)
        const [balance, token, held] = yield* Effect.all([
          rpc.getBalance(network.caipNetworkId, owner),
          configured !== undefined && isEvmAddress(configured) ? erc20(network, configured, owner) : Effect.succeed(undefined),
          // A listed contract the chain cannot read as an ERC-20 is left out, not the whole list.
          Effect.forEach(others, (contract) => Effect.option(erc20(network, contract, owner)), { concurrency: "unbounded" })
        ], { concurrency: "unbounded" })
        const native: SendToken = { id: NATIVE_TOKEN_ID, kind: "native", name, symbol, decimals, balance }
        const listedHeld = held.flatMap((read) => (Option.isSome(read) && read.value.balance > 0n ? [read.value] : []))
        return [native, ...(token === undefined ? [] : [token]), ...listedHeld]
      }),

    plan: (network, transfer) => {
      const call = callOf(transfer)
      return call === undefined ? Effect.dieMessage("an EVM transfer needs EVM addresses and token") : planOf(network, call, transfer)
    },

    planCall: (network, { to, data, value, transfer }) =>
      isEvmAddress(transfer.from) && isEvmAddress(to) && isHexData(data)
        ? planOf(network, { from: transfer.from, to, data, ...(value > 0n ? { value } : {}) }, transfer, callGasLimit)
        : Effect.dieMessage("an EVM call needs EVM addresses and hex data"),

    submit: (walletId, _network, plan) =>
      Effect.gen(function*() {
        if (plan._tag !== "evm") {
          return yield* new InvalidParamsRpcError({ method: "eth_sendTransaction", details: "not an EVM plan" })
        }
        const hash = yield* request(yield* provider(walletId), "eth_sendTransaction", [plan.request])
        if (!isTxHash(hash)) return yield* new ConnectorBadResponse({ method: "eth_sendTransaction" })
        return hash
      }),

    outcome: (network, hash) =>
      isTxHash(hash) ? sentOutcome(rpc, network.caipNetworkId, hash, outcomeOptions) : Effect.dieMessage(`not a transaction hash: ${hash}`),

    hasCode: (network, address) =>
      isEvmAddress(address) ? Effect.map(rpc.getCode(network.caipNetworkId, address), (code) => code !== "0x") : Effect.succeed(false)
  }
}
