/**
 * SPEC §7: where the data calls go and what identifies the caller on each. Plain data (no Effect): the hosted
 * services by default; `apiUrl`, `explorerUrl` and `analyticsUrl` in the host options point elsewhere
 * (`npm start` and the tests point them at the local data server).
 */

/** SPEC §7: the hosted blockchain data API. */
export const DEFAULT_API_URL = "https://rpc.walletconnect.org"
/** SPEC §7: the hosted wallet-explorer service. */
export const DEFAULT_EXPLORER_URL = "https://api.web3modal.org"
/** SPEC §7: the hosted analytics service. */
export const DEFAULT_ANALYTICS_URL = "https://pulse.walletconnect.org"

/** SPEC §7 `st`: the sdk type sent with every data call. */
export const SDK_TYPE = "walletport"
/** SPEC §7 `sv`: the sdk version sent with every data call (kept in step with package.json by a test). */
export const SDK_VERSION = "walletport-0.1.0"

/** The three bases a host can move. */
export interface ApiHosts {
  readonly api: string
  readonly explorer: string
  readonly analytics: string
}

/** Resolves the bases from the host options, defaulting to the hosted services. */
export const apiHosts = (options: {
  readonly apiUrl?: string | undefined
  readonly explorerUrl?: string | undefined
  readonly analyticsUrl?: string | undefined
}): ApiHosts => ({
  api: options.apiUrl ?? DEFAULT_API_URL,
  explorer: options.explorerUrl ?? DEFAULT_EXPLORER_URL,
  analytics: options.analyticsUrl ?? DEFAULT_ANALYTICS_URL
})

/** The identifying query of every SPEC §7 call. */
export const identifyingQuery = (projectId: string): Record<string, string> => ({ projectId, st: SDK_TYPE, sv: SDK_VERSION })

/** `base` + `path` with the identifying query: for URLs handed to the page (images, beacons). */
export const identifiedUrl = (base: string, path: string, projectId: string): string => {
  const url = new URL(`${base.replace(/\/+$/, "")}${path}`)
  url.search = new URLSearchParams(identifyingQuery(projectId)).toString()
  return url.toString()
}
