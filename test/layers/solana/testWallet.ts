// An in-test Wallet Standard wallet: real ed25519 signatures (the demo wallet's signer), every feature
// input recorded, and each answer replaceable so a test can make the wallet slow, reject or lie.
import { getWallets } from "@wallet-standard/app"
import type { Wallet, WalletAccount } from "@wallet-standard/base"
import { SOLANA_DEMO_ACCOUNT } from "../../../dev/solana-wallet/accounts.js"
import { createDemoSigner, type DemoSigner } from "../../../dev/solana-wallet/signer.js"

export const TEST_ICON = "data:image/svg+xml;base64,PHN2Zy8+"

export interface Handlers {
  connect: (input: unknown) => Promise<unknown>
  disconnect: () => Promise<unknown>
  signMessage: (input: unknown) => Promise<unknown>
  signTransaction: (input: unknown) => Promise<unknown>
  signAndSendTransaction: (input: unknown) => Promise<unknown>
}

export interface TestWallet {
  readonly wallet: Wallet
  readonly signer: DemoSigner
  readonly account: WalletAccount
  /** Every feature call, in order: [feature, input]. */
  readonly calls: Array<readonly [string, unknown]>
  /** Replace one answer (the default approves and signs for real). */
  readonly handlers: Handlers
  /** Listeners currently subscribed through standard:events. */
  listenerCount(): number
  /** Emits a standard:events change with raw properties. */
  emitChange(properties: unknown): void
  authorized: boolean
  register(): () => void
}

export interface TestWalletOptions {
  /** A value, or a getter (which may throw). */
  readonly name?: string | (() => unknown)
  readonly icon?: string | (() => unknown)
  readonly chains?: ReadonlyArray<`${string}:${string}`>
  readonly features?: ReadonlyArray<string>
}

const CHAINS = ["solana:mainnet", "solana:devnet", "solana:localnet"] as const

export const makeTestWallet = async (options: TestWalletOptions = {}): Promise<TestWallet> => {
  const signer = await createDemoSigner(SOLANA_DEMO_ACCOUNT)
  const account: WalletAccount = Object.freeze({
    address: signer.address,
    publicKey: signer.publicKey,
    chains: CHAINS,
    features: ["solana:signMessage", "solana:signTransaction", "solana:signAndSendTransaction"] as const
  })
  const calls: Array<readonly [string, unknown]> = []
  const listeners = new Set<(properties: unknown) => void>()
  const state: { authorized: boolean } = { authorized: false }
  const accounts = () => (state.authorized ? [account] : [])

  const handlers: Handlers = {
    connect: async (input) => {
      const silent = typeof input === "object" && input !== null && Reflect.get(input, "silent") === true
      if (!silent) state.authorized = true
      return { accounts: accounts() }
    },
    disconnect: async () => {
      state.authorized = false
    },
    signMessage: async (input) => {
      const message: unknown = typeof input === "object" && input !== null ? Reflect.get(input, "message") : undefined
      if (!(message instanceof Uint8Array)) throw new Error("no message")
      return [{ signedMessage: message, signature: await signer.signMessage(message) }]
    },
    signTransaction: async (input) => {
      const wire: unknown = typeof input === "object" && input !== null ? Reflect.get(input, "transaction") : undefined
      if (!(wire instanceof Uint8Array)) throw new Error("no transaction")
      return [{ signedTransaction: await signer.signTransaction(wire) }]
    },
    signAndSendTransaction: async (input) => {
      const wire: unknown = typeof input === "object" && input !== null ? Reflect.get(input, "transaction") : undefined
      if (!(wire instanceof Uint8Array)) throw new Error("no transaction")
      const signed = await signer.signTransaction(wire)
      // The first signature of the signed wire transaction (after the 1-byte shortvec count).
      return [{ signature: signed.slice(1, 65) }]
    }
  }
  const record = (feature: string, run: (input: unknown) => Promise<unknown>) => (input: unknown) => {
    calls.push([feature, input])
    return run(input)
  }
  const allFeatures: Record<string, unknown> = {
    "standard:connect": { version: "1.0.0", connect: record("standard:connect", (input) => handlers.connect(input)) },
    "standard:disconnect": { version: "1.0.0", disconnect: record("standard:disconnect", () => handlers.disconnect()) },
    "standard:events": {
      version: "1.0.0",
      on: (event: string, listener: (properties: unknown) => void) => {
        if (event !== "change") return () => {}
        listeners.add(listener)
        return () => listeners.delete(listener)
      }
    },
    "solana:signMessage": { version: "1.1.0", signMessage: record("solana:signMessage", (i) => handlers.signMessage(i)) },
    "solana:signTransaction": {
      version: "1.0.0",
      supportedTransactionVersions: ["legacy", 0],
      signTransaction: record("solana:signTransaction", (i) => handlers.signTransaction(i))
    },
    "solana:signAndSendTransaction": {
      version: "1.0.0",
      supportedTransactionVersions: ["legacy", 0],
      signAndSendTransaction: record("solana:signAndSendTransaction", (i) => handlers.signAndSendTransaction(i))
    }
  }
  const features = Object.fromEntries(
    Object.entries(allFeatures).filter(([name]) => options.features === undefined || options.features.includes(name))
  )
  const wallet: Wallet = {
    version: "1.0.0",
    name: "Test Solana Wallet",
    icon: TEST_ICON,
    chains: options.chains ?? CHAINS,
    features,
    get accounts() {
      return accounts()
    }
  }
  // Page-supplied wallets may carry anything (or throw) where a name or icon belongs: discovery must cope.
  for (const key of ["name", "icon"] as const) {
    const override = options[key]
    if (override !== undefined) Object.defineProperty(wallet, key, typeof override === "function" ? { get: override } : { value: override })
  }
  const testWallet: TestWallet = {
    wallet,
    signer,
    account,
    calls,
    handlers,
    listenerCount: () => listeners.size,
    emitChange: (properties) => listeners.forEach((listener) => listener(properties)),
    get authorized() {
      return state.authorized
    },
    set authorized(value: boolean) {
      state.authorized = value
    },
    register: () => getWallets().register(testWallet.wallet)
  }
  return testWallet
}
