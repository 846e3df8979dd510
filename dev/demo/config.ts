// What the demo page learns at runtime from the dev server (GET /config.json): where the devnet is.

/** The demo's projectId, which also scopes its stored keys (tests read them). */
export const DEMO_PROJECT_ID = "walletport-demo"

/** Body of GET /config.json (dev/server.ts may add more fields for future local services). */
export interface DemoConfig {
  readonly rpcUrl: string
  readonly chainId: number
  /** Surfpool's JSON-RPC URL (dev/surfpool.ts), when the stack runs one. */
  readonly solanaRpcUrl?: string
  /** The local data server's bases (dev/data-server), when the stack runs it. */
  readonly apiUrl?: string
  readonly explorerUrl?: string
  readonly analyticsUrl?: string
}

/** Validates an unknown /config.json body. */
export const parseDemoConfig = (value: unknown): DemoConfig => {
  if (typeof value !== "object" || value === null) throw new Error("config.json: expected an object")
  const rpcUrl = "rpcUrl" in value ? value.rpcUrl : undefined
  const chainId = "chainId" in value ? value.chainId : undefined
  if (typeof rpcUrl !== "string" || !/^https?:\/\//.test(rpcUrl)) throw new Error("config.json: rpcUrl must be an http(s) URL")
  if (typeof chainId !== "number" || !Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new Error("config.json: chainId must be a positive integer")
  }
  const solanaRpcUrl = "solanaRpcUrl" in value ? value.solanaRpcUrl : undefined
  if (solanaRpcUrl !== undefined && (typeof solanaRpcUrl !== "string" || !/^https?:\/\//.test(solanaRpcUrl))) {
    throw new Error("config.json: solanaRpcUrl must be an http(s) URL")
  }
  const urls: Record<string, string> = {}
  for (const key of ["apiUrl", "explorerUrl", "analyticsUrl"] as const) {
    const url: unknown = Reflect.get(value, key)
    if (url === undefined) continue
    if (typeof url !== "string" || !/^https?:\/\//.test(url)) throw new Error(`config.json: ${key} must be an http(s) URL`)
    urls[key] = url
  }
  return { rpcUrl, chainId, ...(solanaRpcUrl === undefined ? {} : { solanaRpcUrl }), ...urls }
}

/** Fetches and validates /config.json from the page's own origin. */
export const loadDemoConfig = async (url = "/config.json"): Promise<DemoConfig> => {
  const response = await fetch(url, { cache: "no-store" })
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return parseDemoConfig(await response.json())
}
