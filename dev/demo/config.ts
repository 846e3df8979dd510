// What the demo page learns at runtime from the dev server (GET /config.json): where the devnet is.

/**
 * `?autoClose=1`: the library's default (`autoClose`: the modal closes after a connect and after disconnect). The
 * demo keeps it open otherwise, so the Account view shows right after connecting (the e2e tests read it there).
 */
export const demoAutoClose = (search: string): boolean => new URLSearchParams(search).get("autoClose") === "1"

/** The demo's projectId, which also scopes its stored keys (tests read them). */
export const DEMO_PROJECT_ID = "walletport-demo"

/** Body of GET /config.json (dev/server.ts may add more fields for future local services). */
export interface DemoConfig {
  readonly rpcUrl: string
  readonly chainId: number
  /** Surfpool's JSON-RPC URL (dev/surfpool.ts), when the stack runs one. */
  readonly solanaRpcUrl?: string
  /** The local auth server (dev/auth-server) for sign-in, when the stack runs one. */
  readonly siwxAuthUrl?: string
  /** The local WalletConnect relay (dev/wc-relay), when the stack runs one. */
  readonly wcRelayUrl?: string
  /** The local data server's bases (dev/data-server), when the stack runs it. */
  readonly apiUrl?: string
  readonly explorerUrl?: string
  readonly analyticsUrl?: string
  /** The embedded wallet's server (dev/embedded), when the stack runs it: the demo offers email login. */
  readonly embeddedWalletUrl?: string
}

const HTTP_URL = { pattern: /^https?:\/\//, kind: "an http(s)" }
const WS_URL = { pattern: /^wss?:\/\//, kind: "a ws(s)" }

/** An optional URL field of the config body: absent, or a string of the given scheme. */
const optionalUrl = (body: object, key: string, scheme: { readonly pattern: RegExp; readonly kind: string }): string | undefined => {
  const value: unknown = key in body ? Reflect.get(body, key) : undefined
  if (value === undefined) return undefined
  if (typeof value !== "string" || !scheme.pattern.test(value)) throw new Error(`config.json: ${key} must be ${scheme.kind} URL`)
  return value
}

/** Validates an unknown /config.json body. */
export const parseDemoConfig = (value: unknown): DemoConfig => {
  if (typeof value !== "object" || value === null) throw new Error("config.json: expected an object")
  const rpcUrl = "rpcUrl" in value ? value.rpcUrl : undefined
  const chainId = "chainId" in value ? value.chainId : undefined
  if (typeof rpcUrl !== "string" || !HTTP_URL.pattern.test(rpcUrl)) throw new Error("config.json: rpcUrl must be an http(s) URL")
  if (typeof chainId !== "number" || !Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new Error("config.json: chainId must be a positive integer")
  }
  const solanaRpcUrl = optionalUrl(value, "solanaRpcUrl", HTTP_URL)
  const siwxAuthUrl = optionalUrl(value, "siwxAuthUrl", HTTP_URL)
  const wcRelayUrl = optionalUrl(value, "wcRelayUrl", WS_URL)
  const apiUrl = optionalUrl(value, "apiUrl", HTTP_URL)
  const explorerUrl = optionalUrl(value, "explorerUrl", HTTP_URL)
  const analyticsUrl = optionalUrl(value, "analyticsUrl", HTTP_URL)
  const embeddedWalletUrl = optionalUrl(value, "embeddedWalletUrl", HTTP_URL)
  return {
    rpcUrl,
    chainId,
    ...(solanaRpcUrl === undefined ? {} : { solanaRpcUrl }),
    ...(siwxAuthUrl === undefined ? {} : { siwxAuthUrl }),
    ...(wcRelayUrl === undefined ? {} : { wcRelayUrl }),
    ...(apiUrl === undefined ? {} : { apiUrl }),
    ...(explorerUrl === undefined ? {} : { explorerUrl }),
    ...(analyticsUrl === undefined ? {} : { analyticsUrl }),
    ...(embeddedWalletUrl === undefined ? {} : { embeddedWalletUrl })
  }
}

/** Fetches and validates /config.json from the page's own origin. */
export const loadDemoConfig = async (url = "/config.json"): Promise<DemoConfig> => {
  const response = await fetch(url, { cache: "no-store" })
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return parseDemoConfig(await response.json())
}
