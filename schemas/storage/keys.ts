/**
 * Storage key naming and limits (SPEC §3 "Stored values": prefixed local storage, version 1).
 */

/** SPEC §3: every key we own starts with this, so we can tell our keys from the host page's. */
export const STORAGE_PREFIX = "@walletport/"

/** SPEC §3: the stored-data format version. A different stored version means our keys are cleared. */
export const STORAGE_VERSION = 1

/** SPEC §3: the key that records {@link STORAGE_VERSION}. */
export const STORAGE_VERSION_KEY = `${STORAGE_PREFIX}version`

/**
 * Raw values longer than this are dropped unread (reason "tooLarge"): another script on the page can
 * write anything to localStorage, and parsing megabytes on the main thread at start would stall the UI.
 * 256 KiB comfortably holds our largest value (a portfolio cache) and stays well under browser quotas.
 */
export const MAX_STORED_VALUE_CHARS = 256 * 1024

/** The full key for one of our stored values. */
export const storageKey = (name: string): string => `${STORAGE_PREFIX}${name}`
