/**
 * Storage key naming and limits (SPEC §3 "Stored values": prefixed local storage, version 1).
 */

/** SPEC §3: every key we own starts with this, so we can tell our keys from the host page's. */
export const STORAGE_PREFIX = "@walletport/"

/**
 * SPEC §3: the key that records the stored-data format version (STORAGE_VERSION in ../constants.ts). A
 * different stored version means our keys are cleared.
 */
export const STORAGE_VERSION_KEY = `${STORAGE_PREFIX}version`

/**
 * Raw values longer than this are dropped unread (reason "tooLarge"): another script on the page can
 * write anything to localStorage, and parsing megabytes on the main thread at start would stall the UI.
 * 256 KiB comfortably holds our largest value (a portfolio cache) and stays well under browser quotas.
 */
export const MAX_STORED_VALUE_CHARS = 256 * 1024

/** The longest id or name a stored connector keeps (another script can write anything to the store). */
export const STORED_CONNECTOR_FIELD_MAX_CHARS = 256

/** The full key for one of our stored values. */
export const storageKey = (name: string): string => `${STORAGE_PREFIX}${name}`

/**
 * The scope of one instance's keys (issue 8): the `storageKey` option when given, else the `projectId`,
 * so two instances on one page never share a stored session. Reads the raw options (the shell has not
 * decoded them): anything but a non-empty string counts as absent, and the keys stay unscoped.
 */
export const storageScope = (options: { readonly projectId?: unknown; readonly storageKey?: unknown } | undefined): string | undefined => {
  const scope = options?.storageKey ?? options?.projectId
  return typeof scope === "string" && scope.trim().length > 0 ? scope : undefined
}

/**
 * Where one of our keys lives for a scope: `@walletport/<scope>/<name>` (the scope URI-encoded, so it
 * holds no "/"). Unscoped keys are the pre-scoping ones, which an instance migrates into its scope.
 */
export const scopedStorageKey = (key: string, scope: string | undefined): string =>
  scope === undefined || !key.startsWith(STORAGE_PREFIX)
    ? key
    : `${STORAGE_PREFIX}${encodeURIComponent(scope)}/${key.slice(STORAGE_PREFIX.length)}`
