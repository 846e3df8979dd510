import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import {
  AccountState,
  AccountType,
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  Connector,
  ConnectorType,
  CustomWallet,
  DappDataPayload,
  EmbeddedUser,
  IdentityResponse,
  ModalState,
  NameSuggestion,
  Network,
  OnrampQuote,
  PreferredAccountType,
  SocialLogin,
  SocialProvider,
  SolanaCommitment,
  ThemeMode,
  ThemeSyncPayload,
  ThemeVariables,
  TokenBalance,
  Transaction,
  TransactionsState
} from "../../schemas/entities/index.js"

const network = {
  id: 1,
  name: "Ethereum",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:1",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["https://rpc.example"] }, chainDefault: { http: ["https://rpc2.example"] } },
  assets: { imageId: "img", imageUrl: "https://img.example/1.png" },
  testnet: false,
  blockExplorers: { default: { name: "Etherscan", url: "https://etherscan.io" } }
}

const token = {
  name: "USD Coin",
  symbol: "USDC",
  chainId: "eip155:1",
  address: "eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
  value: 12.5,
  price: 1,
  quantity: { decimals: "6", numeric: "12.5" },
  iconUrl: "https://img.example/usdc.png"
}

const transaction = {
  id: "tx1",
  metadata: {
    operationType: "send",
    hash: "0x" + "a".repeat(64),
    minedAt: "2024-05-01T10:00:00Z",
    sentFrom: "0x1",
    sentTo: "0x2",
    status: "confirmed",
    nonce: 3,
    chain: "eip155:1"
  },
  transfers: [
    {
      fungible_info: { name: "Ether", symbol: "ETH", icon: { url: "https://img.example/eth.png" } },
      direction: "out",
      quantity: { numeric: "0.1" },
      value: 300,
      price: 3000
    },
    { nft_info: { name: "Punk", flags: { is_spam: true } }, direction: "in", quantity: { numeric: "1" } }
  ]
}

const quote = { amount: "10.00", currency: "USD" }

interface Case {
  readonly name: string
  readonly schema: Schema.Schema.AnyNoContext
  readonly good: ReadonlyArray<unknown>
  readonly bad: ReadonlyArray<unknown>
}

const cases: ReadonlyArray<Case> = [
  { name: "ChainNamespace", schema: ChainNamespace, good: ["eip155", "solana", "bip122", "polkadot", "cosmos"], bad: ["evm", ""] },
  {
    name: "CaipNetworkId",
    schema: CaipNetworkId,
    good: ["eip155:1", "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", "bip122:000000000019d6689c085ae165831e93"],
    bad: ["eip155", "eip155:", ":1", "eip155:1:2", 1]
  },
  {
    name: "CaipAddress",
    schema: CaipAddress,
    good: ["eip155:1:0x1234567890123456789012345678901234567890", "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:abc"],
    bad: ["eip155:1", "foo:1:0x12", "eip155::0x12", "eip155:1:"]
  },
  {
    name: "Network",
    schema: Network,
    good: [network, { ...network, id: "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", chainNamespace: "solana", caipNetworkId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" }],
    bad: [
      { ...network, caipNetworkId: "eip155:2" },
      { ...network, chainNamespace: "evm" },
      { ...network, nativeCurrency: { name: "Ether", symbol: "ETH", decimals: -1 } },
      { ...network, rpcUrls: { default: { http: ["ftp://rpc.example"] } } },
      { ...network, name: "" }
    ]
  },
  {
    name: "AccountState",
    schema: AccountState,
    good: [
      { currentTab: 0, allAccounts: [], addressLabels: {} },
      {
        currentTab: 2,
        caipAddress: "eip155:1:0x1234567890123456789012345678901234567890",
        address: "0x1234567890123456789012345678901234567890",
        balance: "1.5",
        balanceSymbol: "ETH",
        profileName: null,
        profileImage: "https://img.example/a.png",
        user: { email: "a@b.co", username: null },
        status: "reconnecting",
        tokenBalance: [token],
        smartAccountDeployed: true,
        allAccounts: [{ namespace: "bip122", address: "bc1q", type: "payment", publicKey: "pk", path: "m/84'" }],
        addressLabels: { "0x1": "Main" },
        preferredAccountTypes: { eip155: "smartAccount", solana: "eoa" },
        socialProvider: "farcaster",
        farcasterUrl: "https://warpcast.com/~/x",
        connectedWalletInfo: { name: "MetaMask", icon: "data:", identifier: "io.metamask", social: "google" }
      }
    ],
    bad: [
      { currentTab: 0, allAccounts: [], addressLabels: {}, status: "online" },
      { currentTab: 3, allAccounts: [], addressLabels: {} },
      { currentTab: 0, allAccounts: [{ namespace: "eip155", address: "0x1", type: "ordinal" }], addressLabels: {} },
      { currentTab: 0, allAccounts: [], addressLabels: {}, caipAddress: "0x1234" },
      { allAccounts: [], addressLabels: {} }
    ]
  },
  { name: "TokenBalance", schema: TokenBalance, good: [token, { ...token, address: undefined, value: undefined }], bad: [{ ...token, quantity: { decimals: 6, numeric: "1" } }, { ...token, price: "1" }] },
  {
    name: "Transaction",
    schema: Transaction,
    good: [transaction],
    bad: [
      { ...transaction, metadata: { ...transaction.metadata, status: "done" } },
      { ...transaction, transfers: [{ nft_info: { flags: {} }, direction: "in", quantity: { numeric: "1" } }] },
      { ...transaction, transfers: [{ direction: "sideways", quantity: { numeric: "1" } }] }
    ]
  },
  {
    name: "TransactionsState",
    schema: TransactionsState,
    good: [
      { transactions: [], transactionsByYear: {}, coinbaseTransactions: {}, loading: false, empty: true },
      {
        transactions: [transaction],
        transactionsByYear: { "2024": { "4": [transaction] } },
        coinbaseTransactions: {},
        loading: true,
        empty: false,
        next: "cursor",
        lastNetworkInView: "eip155:1"
      }
    ],
    bad: [
      { transactions: [], transactionsByYear: { "2024": [] }, coinbaseTransactions: {}, loading: false, empty: true },
      { transactions: [], transactionsByYear: {}, coinbaseTransactions: {}, loading: false, empty: true, lastNetworkInView: "1" }
    ]
  },
  {
    name: "ModalState",
    schema: ModalState,
    good: [
      { loading: false, open: false, shake: false, loadingNamespaceMap: {} },
      { loading: true, open: true, shake: false, namespace: "solana", loadingNamespaceMap: { eip155: true, solana: false } }
    ],
    bad: [
      { loading: false, open: false, shake: false, loadingNamespaceMap: { eip155: "yes" } },
      { loading: false, open: "no", shake: false, loadingNamespaceMap: {} },
      { loading: false, open: false, shake: false, namespace: "tron", loadingNamespaceMap: {} }
    ]
  },
  {
    name: "EmbeddedUser",
    schema: EmbeddedUser,
    good: [
      { address: "0x1", chainId: 1 },
      {
        email: null,
        address: "0x1",
        chainId: "eip155:1",
        accounts: [{ address: "0x1", type: "eoa" }, { address: "0x2", type: "smartAccount" }],
        userName: "alice",
        preferredAccountType: "smartAccount",
        smartAccountDeployed: false
      }
    ],
    bad: [
      { address: "0x1" },
      { address: "0x1", chainId: 1, accounts: [{ address: "0x1", type: "payment" }] },
      { address: "0x1", chainId: 1, smartAccountDeployed: "yes" }
    ]
  },
  {
    name: "ThemeSyncPayload",
    schema: ThemeSyncPayload,
    good: [{ themeMode: "light", themeVariables: { "--wp-accent": "#f00", "--wp-z-index": 10 }, w3mThemeVariables: { "--w3m-accent": "#f00" } }, {}],
    bad: [{ themeMode: "sepia" }, { w3mThemeVariables: { "--w3m-z-index": 10 } }]
  },
  {
    name: "DappDataPayload",
    schema: DappDataPayload,
    good: [{ metadata: { name: "App", description: "d", url: "https://app.example", icons: [] }, sdkVersion: "1.0.0", sdkType: "wp", projectId: "p" }],
    bad: [{ sdkVersion: "1.0.0", sdkType: "wp" }, { metadata: { name: "App" }, sdkVersion: "1", sdkType: "wp", projectId: "p" }]
  },
  { name: "IdentityResponse", schema: IdentityResponse, good: [{ avatar: null, name: null }, { avatar: "https://a", name: "vitalik.eth" }], bad: [{ avatar: null }, { avatar: 1, name: null }] },
  {
    name: "OnrampQuote",
    schema: OnrampQuote,
    good: [{ paymentSubtotal: quote, paymentTotal: quote, purchaseAmount: { amount: "0.003", currency: "ETH" }, networkFee: quote, quoteId: "q1" }],
    bad: [{ paymentSubtotal: quote, paymentTotal: quote, purchaseAmount: quote, networkFee: { amount: 1, currency: "USD" }, quoteId: "q1" }]
  },
  { name: "NameSuggestion", schema: NameSuggestion, good: [{ name: "alice" }, { name: "bob", registered: true, extra: { zone: "wp.id" } }], bad: [{ registered: false }, { name: "x", registered: "no" }] },
  { name: "ConnectorType", schema: ConnectorType, good: ["INJECTED", "ANNOUNCED", "EXTERNAL", "MULTI_CHAIN", "WALLET_CONNECT", "AUTH"], bad: ["injected", "COINBASE"] },
  {
    name: "Connector",
    schema: Connector,
    good: [{ id: "io.metamask", type: "ANNOUNCED", name: "MetaMask", icon: "data:image/png;base64,", rdns: "io.metamask" }, { id: "x", type: "AUTH", name: "X" }],
    bad: [{ id: "x", type: "ANNOUNCED", name: "" }, { id: "x", type: "BROWSER", name: "X" }, { id: "", type: "INJECTED", name: "X" }]
  },
  { name: "SocialProvider", schema: SocialProvider, good: ["google", "github", "apple", "facebook", "x", "discord"], bad: ["farcaster", "twitter"] },
  { name: "SocialLogin", schema: SocialLogin, good: ["farcaster", "x"], bad: ["twitter"] },
  { name: "AccountType", schema: AccountType, good: ["eoa", "smartAccount", "payment"], bad: ["ordinal"] },
  { name: "PreferredAccountType", schema: PreferredAccountType, good: ["eoa", "smartAccount"], bad: ["payment", "EOA"] },
  {
    name: "SolanaCommitment",
    schema: SolanaCommitment,
    good: ["processed", "confirmed", "finalized", "recent", "single", "singleGossip", "root", "max"],
    bad: ["final", "min"]
  },
  { name: "ThemeMode", schema: ThemeMode, good: ["light", "dark"], bad: ["system"] },
  {
    name: "ThemeVariables",
    schema: ThemeVariables,
    good: [{}, { "--wp-accent": "#47a1ff", "--wp-font-family": "Inter", "--wp-border-radius-master": "4px", "--wp-z-index": 999, "--wp-color-mix-strength": 40 }],
    bad: [{ "--wp-z-index": "999" }, { "--wp-z-index": 1.5 }, { "--wp-accent": 1 }]
  },
  {
    name: "CustomWallet",
    schema: CustomWallet,
    good: [{ id: "my", name: "My Wallet", homepage: "https://w.example", mobile_link: null }],
    bad: [{ id: "my" }, { id: "", name: "x" }]
  }
]

const decode = (schema: Schema.Schema.AnyNoContext, input: unknown) => Schema.decodeUnknownEither(schema)(input)

describe("entity schemas (SPEC §3, §5)", () => {
  for (const c of cases) {
    describe(c.name, () => {
      it.each(c.good.map((input, i) => [i, input] as const))("decodes good sample %i", (_i, input) => {
        const result = decode(c.schema, input)
        expect(Either.isRight(result), Either.isLeft(result) ? String(result.left) : "").toBe(true)
      })
      it.each(c.bad.map((input, i) => [i, input] as const))("rejects bad sample %i", (_i, input) => {
        expect(Either.isLeft(decode(c.schema, input))).toBe(true)
      })
    })
  }

  it("Network explains a mismatched caipNetworkId", () => {
    const result = decode(Network, { ...network, caipNetworkId: "eip155:2" })
    expect(Either.isLeft(result) && String(result.left)).toContain('caipNetworkId must be "eip155:1"')
  })

  it("CaipNetworkId and CaipAddress use the catalogue messages", () => {
    const id = decode(CaipNetworkId, "eip155")
    const malformed = decode(CaipAddress, "eip155:1")
    const unknownNamespace = decode(CaipAddress, "starknet:1:0xabc")
    expect(Either.isLeft(id) && String(id.left)).toContain("Invalid CAIP-2 network id")
    expect(Either.isLeft(malformed) && String(malformed.left)).toContain("Invalid CAIP-10 address")
    expect(Either.isLeft(unknownNamespace) && String(unknownNamespace.left)).toContain("Invalid CAIP Address")
  })

  it("NameSuggestion keeps fields the spec does not show", () => {
    const result = decode(NameSuggestion, { name: "bob", registered: true, zone: "wp.id" })
    expect(result).toEqual(Either.right({ name: "bob", registered: true, zone: "wp.id" }))
  })
})
