/**
 * Issue 23: every string the modal shows, in English: the source of truth. `Messages` is this table's shape
 * with the words widened to `string`, so de.ts and ar.ts are checked against it (a missing, misnamed or
 * extra key does not compile). Wording that depends on a value is a small function; plurals go through
 * Intl.PluralRules (plural.ts). English rides with the modal chunk (the shell and every view read it as the
 * fallback, and the instant-open preview paints Connect with it); the other tables load with import().
 */
import type { OnrampPaymentMethod } from "../../schemas/constants.js"
import type { SendLabel } from "../../schemas/send.js"
import type { SwapLabel } from "../../schemas/swap.js"
import { TITLES } from "../../schemas/viewTitles.js"
import { plural } from "./plural.js"

const count = plural("en")

export const en = {
  /** SPEC §2 header titles, by view (a connecting view shows the wallet's name instead). */
  titles: TITLES,
  shell: {
    /** Said in the live region when a wallet connects / a sign-in session starts (ui/statusAnnouncement.ts). */
    connected: "Connected",
    signedIn: "Signed in",
    back: "Back",
    close: "Close",
    loading: "Loading",
    chunkFailed: "This part of the wallet window could not load. Check your connection and try again.",
    tryAgain: "Try again",
    dismissAlert: "Dismiss alert"
  },
  connect: {
    /** Connect opened for another namespace while one is connected ("EVM", "Solana": not translated). */
    otherNamespace: (namespace: string) => `Connect a ${namespace} wallet. Your other account stays connected.`,
    yourWallet: "your wallet",
    qrCode: "QR code",
    allWallets: "All Wallets",
    email: "Email",
    or: "or",
    getWallet: "Get a wallet",
    noWalletMobile: "Connect a wallet app",
    noWalletDesktop: "No wallet found in this browser",
    mobileWithOthers: "Choose your wallet app below, or open this page in your wallet app's browser.",
    mobileAlone: "Open this page in your wallet app's built-in browser to connect.",
    desktopWithOthers: "Connect a wallet on another device, or get a wallet for this browser.",
    desktopAlone: "Get a wallet for this browser, then come back to connect.",
    requestOpen: "Request open",
    recent: "Recent",
    installed: "Installed",
    multiChain: "Multi-chain",
    legalBefore: "By connecting your wallet, you agree to our",
    terms: "Terms of Service",
    and: "and",
    privacy: "Privacy Policy",
    legalAfter: "",
    continueIn: (wallet: string) => `Continue in ${wallet}`,
    acceptRequest: "Accept connection request in the wallet",
    failed: "Connection failed",
    notCompleted: "The connection request was not completed."
  },
  wallets: {
    interimHeading: "Choose your wallet",
    interimText: "Pick a wallet below to install it or open it, then connect from there.",
    search: "Search wallets",
    loading: "Loading wallets…",
    noneListed: "This site lists no wallets yet. Open it in your wallet app's browser to connect.",
    noMatch: (search: string) => `No wallet matches “${search}”.`,
    count: (n: number) => count(n, { one: "# wallet", other: "# wallets" })
  },
  walletConnect: {
    openIn: (wallet: string) => `Open in ${wallet}`,
    openInWallet: "Open in wallet",
    yourPhone: "your phone",
    scanWith: (wallet: string) => `Scan with ${wallet}`,
    scanThisWith: "Scan this QR code with",
    refresh: "Refresh QR code",
    copyLink: "Copy link",
    linkCopied: "Link copied"
  },
  account: {
    addressCopied: "Address copied",
    /** Activity's row titles by the API's operation type (an open set: another type shows as the API names it). */
    operations: {
      send: "Send",
      receive: "Receive",
      mint: "Mint",
      burn: "Burn",
      trade: "Trade",
      buy: "Buy",
      execute: "Execute",
      approve: "Approve",
      deposit: "Deposit",
      withdraw: "Withdraw",
      deploy: "Deploy",
      claim: "Claim",
      stake: "Stake",
      unstake: "Unstake",
      borrow: "Borrow",
      repay: "Repay",
      cancel: "Cancel"
    },
    chain: "Chain",
    editEmail: "Edit email",
    edit: "Edit",
    chooseName: "Choose a name",
    balanceUnavailable: "Balance unavailable",
    retry: "Retry",
    retryIn30: "Retry in 30 s",
    switchNetwork: (network: string) => `${network}, switch network`,
    unknownDate: "Unknown date",
    send: "Send",
    swap: "Swap",
    receive: "Receive",
    buy: "Buy",
    copyAddress: "Copy address",
    copied: "Copied",
    disconnect: "Disconnect",
    unsupportedNetwork: "Unsupported network",
    tabs: "Account",
    tokens: "Tokens",
    nfts: "NFTs",
    activity: "Activity",
    loadingTokens: "Loading tokens…",
    noTokens: "No tokens yet",
    loadingNfts: "Loading NFTs…",
    noNfts: "No NFTs yet",
    nftsFailed: "Failed to fetch NFTs",
    loadingActivity: "Loading activity…",
    noActivity: "No activity yet",
    minted: "Minted",
    burned: "Burned",
    from: (who: string) => `From ${who}`,
    to: (who: string) => `To ${who}`
  },
  networks: {
    approveInWallet: "Approve in wallet",
    unsupportedAny: "Your wallet is on a network this app does not support.",
    unsupportedChain: (chain: string) => `Your wallet is on chain ${chain}, which this app does not support.`,
    switchToContinue: "Switch to one of these networks to continue.",
    disconnect: "Disconnect"
  },
  send: {
    /** The form's button by the service's label code (services/Send.ts `label`, AppKit's progression). */
    labels: {
      selectToken: "Select Token",
      addAmount: "Add Amount",
      addAddress: "Add Address",
      invalidAddress: "Invalid Address",
      insufficientFunds: "Insufficient funds",
      fundWallet: "Fund wallet",
      estimating: "Estimating fee…",
      resolving: "Resolving name…",
      review: "Review Send"
    } satisfies Record<SendLabel, string>,
    /** Under a recipient typed as a name (SPEC §8 'Error resolving name'). */
    name: {
      resolving: "Resolving name…",
      unknown: "No address is registered for this name",
      otherNamespace: (network: string) => `This name has no address on ${network === "" ? "this network" : network}`,
      failed: "Error resolving name"
    },
    hashCopied: "Transaction hash copied",
    form: {
      token: "Token",
      loadingBalances: "Loading balances…",
      amount: "Amount",
      max: "Max",
      to: "To",
      recipientPlaceholder: "Address or name",
      feeAtMost: "Network fee ≤"
    },
    review: {
      send: "Send",
      to: "To",
      network: "Network",
      feeAtMost: "Network fee (at most)",
      total: "Total leaving your wallet",
      edit: "Edit",
      tryAgain: "Try again"
    },
    ended: {
      reverted: { h: "Transaction failed" },
      replaced: { h: "Transaction replaced", sub: "Your wallet sent another transaction in its place." },
      cancelled: { h: "Transaction cancelled", sub: "It was cancelled in your wallet: the transfer was not made." },
      dropped: { h: "Transaction dropped", sub: "The network dropped it: the transfer was not made." }
    },
    confirmInWallet: "Confirm in your wallet",
    approveToSend: "Approve the transaction in your wallet to send it.",
    cancel: "Cancel",
    transactionSent: "Transaction sent",
    waitingForNetwork: "Waiting for the network to confirm it.",
    transaction: "Transaction",
    viewOnExplorer: "View on block explorer",
    sent: "Sent",
    to: "to",
    copied: "Copied",
    copy: "Copy",
    copyHash: "Copy transaction hash",
    done: "Done"
  },
  receive: {
    qrOf: (address: string) => `QR code of ${address}`,
    smartAccount: "Smart account",
    copied: "Copied",
    copyAddress: "Copy address",
    onlyOn: (networks: number) => `Only send assets on ${networks === 1 ? "this network" : "these networks"} to this address:`,
    undeployed: (networks: ReadonlyArray<string>) =>
      `This smart account is not deployed on ${networks.join(", ")} yet. Funds sent there arrive, but the account can move them only once it is deployed.`
  },
  swap: {
    /** The button by the service's label code (services/Swap.ts `label`). */
    labels: {
      selectToken: "Select token",
      enterAmount: "Enter amount",
      insufficientBalance: "Insufficient balance",
      quoting: "Getting quote…",
      noQuote: "No quote",
      approve: "Approve",
      approving: "Approving…",
      swap: "Swap",
      acceptQuote: "Accept new quote",
      swapping: "Swapping…"
    } satisfies Record<SwapLabel, string>,
    searchToken: "Search token",
    tokenToSell: "Token to sell",
    tokenToBuy: "Token to buy",
    noMatch: "No token matches",
    change: (side: string, symbol: string | undefined) => `${side}: ${symbol ?? "none"}, change`,
    select: "Select",
    completed: "Swap completed",
    failed: "Swap failed",
    viewOnExplorer: "View on block explorer",
    again: "Swap again",
    back: "Back",
    youPay: "You pay",
    balance: "Balance",
    max: "Max",
    flip: "Switch the tokens",
    youReceive: "You receive",
    rate: "Rate",
    priceImpact: "Price impact",
    networkFee: "Network fee (estimate)",
    minimumReceived: (slippage: string) => `Minimum received (${slippage} slippage)`,
    requoted: "The quote changed. Check it and accept it to swap.",
    slippageTolerance: "Slippage tolerance",
    cancel: "Cancel"
  },
  onramp: {
    shownByProvider: "Shown by the provider",
    methods: { card: "Card", ach_bank_account: "Bank (ACH)" } satisfies Record<OnrampPaymentMethod, string>,
    gettingQuote: "Getting a quote…",
    estimateNote: "Estimate: the quote service is unavailable; the provider shows the final amounts.",
    subtotal: "Subtotal",
    networkFee: "Network fee",
    total: "Total",
    youReceive: (estimate: boolean) => `You receive${estimate ? " (estimate)" : ""}`,
    connectFirst: "Connect an Ethereum wallet to buy crypto.",
    complete: "Purchase complete",
    arrived: (what: string) => `${what} arrived in your wallet.`,
    done: "Done",
    amount: "Amount",
    currency: "Currency",
    paymentMethod: "Payment method",
    buy: "Buy",
    network: "Network",
    waiting: "Complete the purchase in the provider's window. Your balance updates when it lands.",
    openAgain: "Open the provider again",
    opening: "Opening…",
    continueToProvider: "Continue to provider"
  },
  pay: {
    confirmInWallet: "Confirm in your wallet",
    approve: "Approve the payment in your wallet.",
    sent: "Payment sent",
    paid: "Paid",
    notMade: "Payment not made",
    done: "Done",
    preparing: "Preparing the payment",
    pay: "Pay",
    to: "To",
    network: "Network",
    feeAtMost: "Network fee (at most)",
    total: "Total leaving your wallet",
    cancel: "Cancel",
    close: "Close"
  },
  names: {
    checking: "Checking availability…",
    available: (name: string) => `${name} is available`,
    taken: (name: string) => `${name} is taken`,
    yourName: "Your name",
    placeholder: "yourname",
    availableInstead: "Available instead",
    waitingForWallet: "Waiting for your wallet…",
    register: "Register name",
    chosen: "Account name chosen",
    othersCanSend: "Others can now send to this name instead of your address.",
    backToWallet: "Back to wallet",
    confirmInWallet: "Confirm in your wallet",
    registering: "Registering",
    signToRegister: (name: string) => `Sign the message to register ${name}.`,
    registeringName: (name: string) => `Registering ${name}…`
  },
  email: {
    /** What the secure wallet window shows over each panel, for screen readers. */
    panels: {
      approve: "Review the request in the secure wallet window",
      export: "Your recovery code is shown in the secure wallet window",
      import: "Enter your recovery code in the secure wallet window"
    },
    /** SPEC §5 (the Email schema's message, schemas/validators/email.ts). */
    invalid: "Invalid email address",
    sending: "Sending…",
    continue: "Continue",
    codeLabel: (digits: number) => `${digits}-digit code`,
    resendCode: "Resend code",
    resendLink: "Resend link",
    resendCodeIn: (seconds: number) => `Resend code in ${seconds} s`,
    resendLinkIn: (seconds: number) => `Resend link in ${seconds} s`,
    approveDevice: "Approve this device",
    sentLinkTo: "We sent a link to",
    openLink: "Open it on any device to continue here.",
    codeSentTo: "Enter the code sent to",
    signedInAs: "Signed in as",
    newEmail: "New email"
  },
  signIn: {
    /** The app's name when the host gave none. */
    thisApp: "This app",
    wantsToConnect: (app: string) => `${app} wants to connect to your wallet`,
    proveOwnership: (account: string | undefined, required: boolean) =>
      `Sign this message to prove you own ${account ?? "this wallet"} and proceed. Canceling will ${required ? "disconnect you" : "leave you signed out"}.`,
    sign: "Sign",
    signing: "Signing…",
    cancel: "Cancel"
  },
  /** The shell's toasts by code (services/Toasts.ts; a failure is worded by `errors`). Amounts come formatted. */
  toasts: {
    authenticating: "Authenticating...",
    notAllowed: "Action not allowed",
    approving: (symbol: string) => `Approving ${symbol}`,
    approved: (amount: string) => `Approved ${amount}`,
    swapping: (sell: string, buy: string) => `Swapping ${sell} for ${buy}`,
    swapped: (amount: string, buy: string) => `Swapped ${amount} for ${buy}`
  },
  /** What a visitor reads when a wallet request fails (ui/components/visitorMessage.ts), by catalogue tag. */
  errors: {
    UserRejectedRequest: "You rejected the request in your wallet.",
    ResourceUnavailableRpcError: "Your wallet already has a request open. Finish or dismiss it there, then try again.",
    UnauthorizedProvider: "Your wallet has not allowed this site yet. Connect again and approve it in your wallet.",
    ProviderDisconnected: "Your wallet is not connected. Unlock it or reconnect, then try again.",
    ChainDisconnected: "Your wallet is not connected to this network. Switch network in your wallet, then try again."
  }
}

/** Words widened to `string` (and functions to their signature): the shape every table has. */
type Widen<T> = T extends string ? string
  : T extends (...args: infer A) => string ? (...args: A) => string
  : { readonly [K in keyof T]: Widen<T[K]> }

/** Every string the modal shows: the English table's shape. */
export type Messages = Widen<typeof en>
