import * as Either from "effect/Either"
import { describe, expect, it } from "vitest"
import { mainnet as viemMainnet } from "viem/chains"
import { arbitrum, bitcoin, mainnet, solana } from "../../schemas/networks/index.js"
import { evmAdapter } from "../../runtime/adapters/evm.js"
import { solanaAdapter } from "../../runtime/adapters/solana.js"
import { walletConnectAdapter } from "../../runtime/adapters/walletconnect.js"
import { embeddedWallet } from "../../runtime/adapters/embedded.js"
import {
  decodeOptions,
  OptionsError,
  SIWE_AND_SIWX_MESSAGE,
  type WalletportOptions,
  type WalletportOptionsInput
} from "../../schemas/options.js"

const evm = evmAdapter()
const minimal: WalletportOptionsInput = { projectId: "p-123", networks: [mainnet], adapters: [evm] }

const ok = (input: unknown): WalletportOptions => {
  const result = decodeOptions(input)
  if (Either.isLeft(result)) throw new Error(result.left.message)
  return result.right
}

const fail = (input: unknown): OptionsError => {
  const result = decodeOptions(input)
  if (Either.isRight(result)) throw new Error("expected the options to be rejected")
  return result.left
}


/** Minimal sign-in options of the right shapes (SPEC §1 siwx / siweConfig). */
const SIWX_FIELDS = { domain: "a.example", accountAddress: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", uri: "https://a.example/", chainId: "eip155:1", nonce: "abcdefgh", issuedAt: "2026-01-01T00:00:00Z" }
const SIWX = {
  createMessage: async () => SIWX_FIELDS,
  addSession: async () => undefined,
  getSessions: async () => [],
  revokeSession: async () => undefined
}
const SIWE = {
  getNonce: async () => "abcdefgh",
  createMessage: () => "",
  verifyMessage: async () => true,
  getSession: async () => null,
  signOut: async () => true
}

describe("host options (SPEC §1, §5)", () => {
  it("fills every feature default: all on except pay", () => {
    expect(ok(minimal).features).toEqual({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      socials: ["google", "x", "discord", "farcaster", "github", "apple", "facebook"],
      history: true,
      analytics: true,
      pay: false
    })
  })

  it("keeps given features and fills the rest", () => {
    const features = ok({ ...minimal, features: { swaps: false, socials: ["github"], pay: true } }).features
    expect(features).toMatchObject({ swaps: false, socials: ["github"], pay: true, onramp: true, analytics: true })
  })

  it("defaults the connect order to email, social, wallet and the theme to dark", () => {
    const options = ok(minimal)
    expect(options.connectMethodsOrder).toEqual(["email", "social", "wallet"])
    expect(options.themeMode).toBe("dark")
    expect(options.themeVariables).toEqual({})
  })

  it("fills the remaining defaults", () => {
    expect(ok(minimal)).toMatchObject({
      customWallets: [],
      includeWalletIds: [],
      excludeWalletIds: [],
      featuredWalletIds: [],
      adapters: [evm],
      allowUnsupportedChain: false,
      enableEmbedded: false,
      disableAppend: false,
      debug: false
    })
  })

  it("accepts a full set of options", () => {
    const siwx = new (class Siwx {
      getRequired() {
        return true
      }
      async createMessage() {
        return SIWX_FIELDS
      }
      async addSession() {}
      async getSessions() {
        return []
      }
      async revokeSession() {}
    })()
    const options = ok({
      ...minimal,
      networks: [mainnet, arbitrum],
      defaultNetwork: arbitrum,
      metadata: { name: "Demo", description: "A demo", url: "https://demo.example", icons: ["https://demo.example/i.png"] },
      themeMode: "light",
      themeVariables: { "--wp-accent": "#47a1ff", "--wp-z-index": 1000 },
      connectMethodsOrder: ["wallet", "email", "social"],
      termsConditionsUrl: "https://demo.example/terms",
      privacyPolicyUrl: "https://demo.example/privacy",
      defaultAccountTypes: { eip155: "smartAccount" },
      tokens: { "eip155:1": { address: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48" } },
      rpcUrls: { "eip155:1": ["http://127.0.0.1:8545"] },
      apiUrl: "http://127.0.0.1:4100",
      analyticsUrl: "http://127.0.0.1:4101",
      siwx,
      enableEmbedded: true,
      debug: true
    })
    expect(options.themeMode).toBe("light")
    expect(options.defaultNetwork).toEqual(arbitrum)
    expect(options.connectMethodsOrder).toEqual(["wallet", "email", "social"])
    // Host objects pass through by reference, methods intact.
    expect(options.siwx).toBe(siwx)
  })

  it("names projectId when it is missing", () => {
    const error = fail({ networks: [mainnet], adapters: [evm] })
    expect(error).toBeInstanceOf(OptionsError)
    expect(error._tag).toBe("InvalidOptions")
    expect(error.issues).toEqual([{ path: "projectId", message: "is required" }])
    expect(error.message).toContain("projectId")
  })

  it.each([["" as const], ["   " as const]])("rejects a blank projectId %j", (projectId) => {
    expect(fail({ ...minimal, projectId }).issues.map((i) => i.path)).toEqual(["projectId"])
  })

  it("requires at least one network", () => {
    expect(fail({ projectId: "p", adapters: [evm] }).issues).toEqual([{ path: "networks", message: "is required" }])
    expect(fail({ projectId: "p", adapters: [evm], networks: [] }).issues).toEqual([{ path: "networks", message: "must list at least one network" }])
  })

  it("lists every bad field in one message", () => {
    const error = fail({
      projectId: 5,
      networks: [{ ...mainnet, name: "" }],
      themeMode: "blue",
      features: { swaps: "yes", socials: ["myspace"] },
      connectMethodsOrder: ["email", "email"],
      termsConditionsUrl: "not a url",
      rpcUrls: { "eip155:1": [] }
    })
    expect(error.issues).toEqual([
      { path: "projectId", message: "Expected string, actual 5" },
      { path: "networks[0].name", message: 'Expected a non empty string, actual ""' },
      { path: "features.swaps", message: 'Expected boolean, actual "yes"' },
      {
        path: "features.socials[0]",
        message: 'Expected "google" | "github" | "apple" | "facebook" | "x" | "discord" | "farcaster", actual "myspace"'
      },
      { path: "connectMethodsOrder", message: "must not repeat a connect method" },
      { path: "themeMode", message: 'Expected "light" | "dark" | "system", actual "blue"' },
      { path: "termsConditionsUrl", message: "Expected an http(s) URL" },
      { path: 'rpcUrls["eip155:1"]', message: "must list at least one URL" }
    ])
    const lines = error.message.split("\n")
    expect(lines[0]).toBe("Invalid walletport options:")
    expect(lines).toHaveLength(1 + error.issues.length)
    for (const { path } of error.issues) expect(error.message).toContain(`- ${path}: `)
  })

  it("rejects siweConfig together with siwx with the exact catalogue message", () => {
    const error = fail({ ...minimal, siweConfig: SIWE, siwx: SIWX })
    expect(SIWE_AND_SIWX_MESSAGE).toBe("Cannot set both `siweConfig` and `siwx` options")
    expect(error.message).toBe("Cannot set both `siweConfig` and `siwx` options")
    expect(error.issues).toEqual([{ path: "", message: "Cannot set both `siweConfig` and `siwx` options" }])
  })

  it("accepts either sign-in option alone", () => {
    expect(Either.isRight(decodeOptions({ ...minimal, siweConfig: SIWE }))).toBe(true)
    expect(Either.isRight(decodeOptions({ ...minimal, siwx: SIWX }))).toBe(true)
  })

  it("names a sign-in option that lacks the methods of its shape", () => {
    expect(fail({ ...minimal, siwx: { createMessage: () => undefined } }).issues).toEqual([
      { path: "siwx", message: expect.stringContaining("createMessage, addSession, getSessions and revokeSession") }
    ])
    expect(fail({ ...minimal, siweConfig: {} }).issues.map((issue) => issue.path)).toEqual(["siweConfig"])
  })

  it("keeps a logger function or console-like object as given; debug defaults to off (issue 24)", () => {
    const logger = () => undefined
    expect(ok({ ...minimal, logger }).logger).toBe(logger)
    expect(ok({ ...minimal, logger: console }).logger).toBe(console)
    expect(ok({ ...minimal, logger: { error: logger } }).logger).toEqual({ error: logger })
    expect(ok(minimal).logger).toBeUndefined()
    // What a host writes typechecks: console itself, and a function whose entry is typed from the option.
    const withConsole: WalletportOptionsInput = { ...minimal, logger: console }
    const withFunction: WalletportOptionsInput = { ...minimal, debug: true, logger: (entry) => void entry.level.toUpperCase() }
    expect(ok(withConsole).logger).toBe(console)
    expect(ok(withFunction).debug).toBe(true)
    expect(ok(minimal).debug).toBe(false)
  })

  it("names a logger that is neither a function nor console-like", () => {
    for (const logger of [3, "console", { warn: "no" }, null]) {
      expect(fail({ ...minimal, logger }).issues).toEqual([
        { path: "logger", message: "must be a function or a console-like object (error, warn, info, debug functions)" }
      ])
    }
  })

  it("checks cross-field rules together", () => {
    const error = fail({ ...minimal, networks: [mainnet, mainnet], defaultNetwork: arbitrum, siweConfig: SIWE, siwx: SIWX })
    expect(error.issues).toEqual([
      { path: "", message: "Cannot set both `siweConfig` and `siwx` options" },
      { path: "networks[1]", message: "duplicate network eip155:1" },
      { path: "defaultNetwork", message: "eip155:42161 is not one of `networks`" }
    ])
    expect(error.message).toContain("- Cannot set both `siweConfig` and `siwx` options")
  })

  it("rejects per-network overrides keyed by something other than a CAIP-2 id", () => {
    expect(fail({ ...minimal, rpcUrls: { mainnet: ["https://rpc.example"] } }).issues).toEqual([
      { path: "rpcUrls.mainnet", message: '"mainnet" is not a CAIP-2 network id' }
    ])
  })

  it("rejects input that is not an object with what it must be", () => {
    for (const input of [undefined, null, "projectId", [minimal]]) {
      expect(fail(input).message).toBe("walletport options must be an object: { projectId, networks, adapters, … }")
    }
  })

  it("accepts explicit undefined for optional ones", () => {
    const options = ok({ ...minimal, debug: undefined, metadata: undefined })
    expect(options.debug).toBe(false)
  })
})

/** Issue 27: configurations that cannot work, and messages in plain words (the exact texts). */
describe("host options that cannot work, in plain words (issue 27)", () => {
  it("a network whose namespace no adapter serves names the network and the adapter to add", () => {
    expect(fail({ ...minimal, networks: [mainnet, solana] }).issues).toEqual([
      { path: "networks[1]", message: "no configured adapter serves Solana's namespace (solana): add solanaAdapter() from walletport/solana to `adapters`" }
    ])
    expect(fail({ ...minimal, adapters: [solanaAdapter()] }).issues).toEqual([
      { path: "networks[0]", message: "no configured adapter serves Ethereum's namespace (eip155): add evmAdapter() from walletport/evm to `adapters`" }
    ])
    expect(fail({ ...minimal, networks: [mainnet, bitcoin] }).issues).toEqual([
      { path: "networks[1]", message: "no configured adapter serves Bitcoin's namespace (bip122): add walletConnectAdapter() from walletport/walletconnect to `adapters`" }
    ])
  })

  it("WalletConnect serves eip155, solana and bip122; the embedded wallet eip155 and solana", () => {
    expect(ok({ ...minimal, networks: [mainnet, solana, bitcoin], adapters: [walletConnectAdapter()] }).networks).toHaveLength(3)
    expect(ok({ ...minimal, networks: [mainnet, solana], adapters: [embeddedWallet({ url: "https://wallet.example" })] }).networks).toHaveLength(2)
    expect(fail({ ...minimal, networks: [bitcoin], adapters: [embeddedWallet({ url: "https://wallet.example" })] }).issues.map((i) => i.path)).toEqual(["networks[0]"])
  })

  it("reports unknown keys at the top level, in features and in themeVariables, with a hint", () => {
    const error = fail({
      ...minimal,
      projectID: "x",
      colour: 1,
      features: { swap: false, zzz: true },
      themeVariables: { "--w3m-accent": "#f00", "--w3m-font-family": "serif", "--wp-acent": "#f00", "--brand": "#f00" }
    })
    expect(error.issues).toEqual([
      { path: "projectID", message: "is not an option: did you mean `projectId`?" },
      { path: "colour", message: "is not an option" },
      { path: "features.swap", message: "is not a feature: did you mean `swaps`?" },
      { path: "features.zzz", message: "is not a feature (swaps, onramp, receive, send, email, socials, history, analytics, pay)" },
      { path: 'themeVariables["--w3m-accent"]', message: "is AppKit's name; walletport's theme variables start with --wp-: use --wp-accent" },
      { path: 'themeVariables["--w3m-font-family"]', message: "is AppKit's name; walletport's theme variables start with --wp-: use --wp-font-family" },
      { path: 'themeVariables["--wp-acent"]', message: "is not a theme variable: did you mean `--wp-accent`?" },
      {
        path: 'themeVariables["--brand"]',
        message: "is not a theme variable (--wp-accent, --wp-color-mix, --wp-color-mix-strength, --wp-font-family, --wp-font-size-master, --wp-border-radius-master, --wp-z-index, --wp-qr-color)"
      }
    ])
  })

  it("unknown keys are listed with the other bad fields", () => {
    expect(fail({ ...minimal, themeMode: "blue", projectID: "x" }).issues).toEqual([
      { path: "themeMode", message: 'Expected "light" | "dark" | "system", actual "blue"' },
      { path: "projectID", message: "is not an option: did you mean `projectId`?" }
    ])
  })

  it("metadata.url must be an absolute http(s) URL", () => {
    const metadata = { name: "Demo", description: "A demo", icons: [] }
    for (const url of ["demo.example", "/app", "javascript:alert(1)", "ftp://demo.example"]) {
      expect(fail({ ...minimal, metadata: { ...metadata, url } }).issues).toEqual([
        { path: "metadata.url", message: "must be an absolute http(s) URL, like https://example.com" }
      ])
    }
    expect(ok({ ...minimal, metadata: { ...metadata, url: "https://demo.example" } }).metadata?.url).toBe("https://demo.example")
  })

  it("no Schema jargon and no dumps: a wrong kind is named in plain words, the value cut short", () => {
    expect(fail({ ...minimal, features: "all" }).issues).toEqual([{ path: "features", message: 'Expected an object, actual "all"' }])
    expect(fail({ ...minimal, networks: mainnet }).issues).toEqual([
      { path: "networks", message: 'Expected a list, actual {"id":1,"name":"Ethereum","chainNamespa…' }
    ])
    expect(fail({ ...minimal, adapters: evm }).issues).toEqual([
      { path: "adapters", message: 'Expected a list, actual {"kind":"walletport/adapter","namespace…' }
    ])
    for (const issue of fail({ ...minimal, features: "all", networks: {}, metadata: 3, tokens: [] }).issues) {
      expect(issue.message).not.toMatch(/Struct|Encoded|ReadonlyArray|readonly /)
      expect(issue.message.length).toBeLessThan(120)
    }
  })

  it("a viem chain where a network goes points to fromViemChain", () => {
    const hint = "is a viem chain: pass fromViemChain(chain) from walletport/evm, or a network walletport/evm exports (mainnet, base, …)"
    expect(fail({ ...minimal, networks: [viemMainnet] }).issues).toEqual([{ path: "networks[0]", message: hint }])
    expect(fail({ ...minimal, defaultNetwork: viemMainnet }).issues).toEqual([{ path: "defaultNetwork", message: hint }])
  })
})
