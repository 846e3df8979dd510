/** A network as hosts pass and read it (the Network Schema's type, schemas/entities/Network.ts), without Effect. */
import type { CaipNetworkId, ChainNamespace } from "./ids.js"

/** One group of RPC endpoints (viem's `rpcUrls.default` shape). */
export interface RpcUrlSet {
  /** http(s) endpoints, tried in order. */
  readonly http: ReadonlyArray<string>
  /** ws(s) endpoints. */
  readonly webSocket?: ReadonlyArray<string> | undefined
}

/** A network's native currency. */
export interface NativeCurrency {
  /** "Ether". */
  readonly name: string
  /** "ETH". */
  readonly symbol: string
  /** 0 to 36 (18 for ether). */
  readonly decimals: number
}

/** A block explorer link. */
export interface BlockExplorer {
  /** "Etherscan". */
  readonly name: string
  /** The explorer's http(s) home, e.g. "https://etherscan.io". */
  readonly url: string
}

/** A chain the modal can connect to, in CAIP form (`mainnet`, `solana`… from walletport/evm and walletport/solana). */
export interface Network {
  /** The chain's own id: the EIP-155 number for EVM chains, the genesis hash for Solana. */
  readonly id: number | string
  /** The name the modal shows: "Ethereum". */
  readonly name: string
  /** The chain family: "eip155" for EVM chains, "solana"… */
  readonly chainNamespace: ChainNamespace
  /** `${chainNamespace}:${id}`, checked when the options are read. */
  readonly caipNetworkId: CaipNetworkId
  /** The coin balances and fees are shown in. */
  readonly nativeCurrency: NativeCurrency
  /** The chain's public RPC endpoints (your `rpcUrls` option comes first). */
  readonly rpcUrls: {
    /** The endpoints walletport reads the chain through. */
    readonly default: RpcUrlSet
    /** The chain's own defaults, when `default` was overridden. */
    readonly chainDefault?: RpcUrlSet | undefined
  }
  /** The network's icon. */
  readonly assets?: {
    /** An icon id of the hosted explorer. */
    readonly imageId?: string | undefined
    /** An icon URL (takes precedence over `imageId`). */
    readonly imageUrl?: string | undefined
  } | undefined
  /** A test network (shown as such, and never given a fiat value). */
  readonly testnet?: boolean | undefined
  /** Where the modal links transactions and addresses. */
  readonly blockExplorers?: {
    /** The explorer used for links. */
    readonly default: BlockExplorer
  } | undefined
  /** Contracts the network names (viem's `chain.contracts` shape): the ENS UniversalResolver ENS names resolve through. */
  readonly contracts?: {
    /** The ENS UniversalResolver of the network (only networks with ENS have one). */
    readonly ensUniversalResolver?: {
      /** Its address (0x and 40 hex digits). */
      readonly address: string
    } | undefined
  } | undefined
}
