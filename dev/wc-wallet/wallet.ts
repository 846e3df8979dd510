// The demo mobile wallet's engine (ARCHITECTURE §5): the real @walletconnect/sign-client wallet side over the
// local relay, with an EVM account on anvil and a Solana account on Surfpool. It asks its owner (the page's
// prompt, or a test's callback) before approving a proposal or a request. Node tests and the browser page
// (dev/wc-wallet/page.ts) both run it.
import { SignClient } from "@walletconnect/sign-client"
import type { ICore, SessionTypes, SignClientTypes } from "@walletconnect/types"
import { getSdkError } from "@walletconnect/utils"
import { privateKeyToAccount } from "viem/accounts"
import type { MemoryKeyValueStorage } from "../wc-relay/memoryStorage.js"
import { approvedNamespaces, type WalletNamespace } from "./namespaces.js"
import {
  EVM_EVENTS,
  EVM_METHODS,
  type EvmBackend,
  runEvmRequest,
  runSolanaRequest,
  SOLANA_EVENTS,
  SOLANA_METHODS,
  type SolanaBackend,
  userRejected,
  WalletRequestError
} from "./requests.js"

export const WC_WALLET_NAME = "Walletport Mobile Demo Wallet"

/** What the wallet shows its owner before a proposal is approved. */
export interface ProposalPrompt {
  readonly kind: "proposal"
  readonly id: number
  readonly dapp: string
  readonly url: string
  readonly namespaces: Readonly<Record<string, { readonly chains: ReadonlyArray<string>; readonly accounts: ReadonlyArray<string> }>>
}

/** What the wallet shows before it runs a request. */
export interface RequestPrompt {
  readonly kind: "request"
  readonly id: number
  readonly topic: string
  readonly method: string
  readonly chainId: string
  readonly params: unknown
}

export interface WcWalletOptions {
  readonly relayUrl: string
  readonly projectId: string
  readonly evm: EvmBackend
  readonly evmChains: ReadonlyArray<string>
  readonly solana?: SolanaBackend
  readonly solanaChains?: ReadonlyArray<string>
  /** Node tests pass an in-memory storage; the browser page uses the SDK's default (IndexedDB). */
  readonly storage?: MemoryKeyValueStorage
  readonly customStoragePrefix?: string
  /** A prebuilt Core (the browser page's, with Verify kept local). */
  readonly core?: ICore
  /** True/false approves or rejects; for a proposal, a list of namespaces approves only those (partial approval). */
  readonly decide: (prompt: ProposalPrompt | RequestPrompt) => Promise<WcDecision>
}

/** The owner's answer: approve, reject, or (proposals) approve only these namespaces. */
export type WcDecision = boolean | ReadonlyArray<string>

export interface WcWallet {
  readonly client: InstanceType<typeof SignClient>
  readonly evmAddress: string
  readonly solanaAddress: string | undefined
  /** Pairs with a `wc:` URI (scanned, pasted, or from a deep link). */
  readonly pair: (uri: string) => Promise<void>
  readonly sessions: () => ReadonlyArray<SessionTypes.Struct>
  /** Sends a session event (accountsChanged, chainChanged) to the dapp. */
  readonly emit: (topic: string, name: string, data: unknown, chainId: string) => Promise<void>
  /** Ends a session from the wallet side (the dapp gets session_delete). */
  readonly disconnect: (topic: string) => Promise<void>
  /** The topics of the sessions the dapp ended (session_delete from its side), oldest first. */
  readonly deletedByDapp: () => ReadonlyArray<string>
  /** Called after anything that changes what the page shows (sessions, proposals, requests). */
  readonly onChange: (listener: () => void) => () => void
  readonly close: () => Promise<void>
}

export const startWcWallet = async (options: WcWalletOptions): Promise<WcWallet> => {
  const evmAddress = privateKeyToAccount(options.evm.privateKey).address
  const solanaAddress = options.solana?.signer.address
  const client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    telemetryEnabled: false,
    logger: "silent",
    metadata: { name: WC_WALLET_NAME, description: "walletport's offline mobile wallet", url: "http://127.0.0.1", icons: [] },
    ...(options.core === undefined ? {} : { core: options.core }),
    ...(options.storage === undefined ? {} : { storage: options.storage }),
    ...(options.customStoragePrefix === undefined ? {} : { customStoragePrefix: options.customStoragePrefix })
  })

  const ours: Record<string, WalletNamespace> = {
    eip155: { chains: options.evmChains, address: evmAddress, methods: EVM_METHODS, events: EVM_EVENTS }
  }
  if (solanaAddress !== undefined) {
    ours.solana = { chains: options.solanaChains ?? [], address: solanaAddress, methods: SOLANA_METHODS, events: SOLANA_EVENTS }
  }

  const listeners = new Set<() => void>()
  const changed = (): void => {
    for (const listener of listeners) listener()
  }

  const onProposal = async ({ id, params }: SignClientTypes.EventArguments["session_proposal"]): Promise<void> => {
    const namespaces = approvedNamespaces([params.requiredNamespaces, params.optionalNamespaces], ours)
    if (Object.keys(namespaces).length === 0) {
      await client.reject({ id, reason: getSdkError("UNSUPPORTED_CHAINS") })
      return
    }
    const decision = await options.decide({
      kind: "proposal",
      id,
      dapp: params.proposer.metadata.name,
      url: params.proposer.metadata.url,
      namespaces
    })
    const chosen = typeof decision === "boolean"
      ? (decision ? namespaces : {})
      : Object.fromEntries(Object.entries(namespaces).filter(([ns]) => decision.includes(ns)))
    if (Object.keys(chosen).length === 0) {
      await client.reject({ id, reason: getSdkError("USER_REJECTED") })
      changed()
      return
    }
    const { acknowledged } = await client.approve({ id, namespaces: chosen })
    await acknowledged()
    changed()
  }

  const onRequest = async ({ id, topic, params }: SignClientTypes.EventArguments["session_request"]): Promise<void> => {
    const { request, chainId } = params
    const respond = (response: { id: number; jsonrpc: "2.0"; result: unknown } | { id: number; jsonrpc: "2.0"; error: { code: number; message: string } }) =>
      client.respond({ topic, response })
    try {
      const approved = await options.decide({ kind: "request", id, topic, method: request.method, chainId, params: request.params })
      if (approved !== true) throw userRejected()
      const namespace = chainId.split(":")[0]
      const result =
        namespace === "eip155"
          ? await runEvmRequest(options.evm, request.method, request.params)
          : namespace === "solana" && options.solana !== undefined
            ? await runSolanaRequest(options.solana, request.method, request.params)
            : Promise.reject(new WalletRequestError(5100, `Unsupported chain ${chainId}`))
      await respond({ id, jsonrpc: "2.0", result })
    } catch (error) {
      const code = error instanceof WalletRequestError ? error.code : -32603
      const message = error instanceof Error ? error.message : String(error)
      await respond({ id, jsonrpc: "2.0", error: { code, message } })
    }
    changed()
  }

  // Event handlers run detached: the SDK does not await them, and a failure must not go unhandled.
  const detached =
    <A,>(handler: (args: A) => Promise<void>) =>
    (args: A): void => {
      handler(args).catch(() => changed())
    }
  client.on("session_proposal", detached(onProposal))
  client.on("session_request", detached(onRequest))
  const deletedByDapp: Array<string> = []
  client.on("session_delete", ({ topic }) => {
    deletedByDapp.push(topic)
    changed()
  })
  client.on("session_expire", changed)

  return {
    client,
    evmAddress,
    solanaAddress,
    pair: async (uri) => {
      await client.core.pairing.pair({ uri })
    },
    sessions: () => client.session.getAll(),
    emit: async (topic, name, data, chainId) => {
      await client.emit({ topic, event: { name, data }, chainId })
    },
    disconnect: async (topic) => {
      await client.disconnect({ topic, reason: getSdkError("USER_DISCONNECTED") })
      changed()
    },
    deletedByDapp: () => [...deletedByDapp],
    onChange: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close: async () => {
      listeners.clear()
      await client.core.relayer.transportClose()
    }
  }
}

