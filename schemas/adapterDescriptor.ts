/**
 * What a host passes in the `adapters` option (ARCHITECTURE §8): a tiny, opaque value from `walletport/evm`
 * or `walletport/solana`. It holds no adapter code: its loader (kept here, out of the public type, so no
 * Effect type reaches a host) imports the implementation chunk when the core starts, so configuring an
 * adapter adds nothing to the host's initial chunk.
 */
import type { ChainNamespace } from "./namespaces.js"

/**
 * The chunks a descriptor can load, by kind. Declared empty here and filled in by services/ChainAdapter.ts
 * (declaration merging): the chunks' shapes speak Effect and the service graph, which schemas/ never imports.
 */
export interface AdapterModules {}
/** What a descriptor's loader resolves to: one of the AdapterModules. */
export type AdapterModule = AdapterModules[keyof AdapterModules]

/** The connectors that span namespaces: WalletConnect, and the embedded wallet (AUTH). */
export type AdapterConnector = "walletConnect" | "embedded"

/** Marks a descriptor, so options decoding can tell an adapter from any other object. */
export const ADAPTER_MARK = "walletport/adapter" as const

/** A chain adapter as a host configures it. Opaque: hosts create it with `evmAdapter()` / `solanaAdapter()`. */
export interface WalletportAdapter {
  readonly kind: typeof ADAPTER_MARK
  readonly namespace: ChainNamespace
  /** Set for a connector that spans namespaces next to their own adapters (walletport/walletconnect, walletport/embedded). */
  readonly connector?: AdapterConnector
}

// Each descriptor's loader, by identity: a copy of a descriptor (or a look-alike object) has none.
const loaders = new WeakMap<object, () => Promise<AdapterModule>>()

/** Makes a descriptor whose `load` imports the adapter's chunk. */
export const defineAdapter = (
  namespace: ChainNamespace,
  load: () => Promise<AdapterModule>,
  connector?: AdapterConnector
): WalletportAdapter => {
  const adapter: WalletportAdapter = Object.freeze(
    connector === undefined ? { kind: ADAPTER_MARK, namespace } : { kind: ADAPTER_MARK, namespace, connector }
  )
  loaders.set(adapter, load)
  return adapter
}

/** The loader of a descriptor made by `defineAdapter`; undefined for anything else. */
export const adapterLoader = (adapter: object): (() => Promise<AdapterModule>) | undefined =>
  loaders.get(adapter)
