/** storage: plain declarations of walletport/errors (generated shape; checked against schemas/errors/storage.ts). */
import * as impl from "../../errors/storage.js"
import type { CatalogueError, ErrorClass } from "./errorClass.js"

/**
 * A stored value that failed to decode (bad JSON, wrong shape, too large). It is dropped.
 * What to do: Nothing: the session starts fresh; logged as a warning (`debug: true`).
 */
export interface StorageCorrupted extends CatalogueError<"StorageCorrupted"> {
  readonly key: string
  readonly reason: "shape" | "version" | "json" | "tooLarge"
  readonly cause?: unknown
}
export const StorageCorrupted: ErrorClass<StorageCorrupted, { readonly cause?: unknown; readonly reason: "shape" | "version" | "json" | "tooLarge"; readonly key: string }> = impl.StorageCorrupted

/**
 * The backing store refused a read or write (private mode, quota, no window). Storage falls back to memory.
 * What to do: Nothing: the session is not kept across reloads on that page.
 */
export interface StorageUnavailable extends CatalogueError<"StorageUnavailable"> {
  readonly operation: "get" | "set" | "remove" | "clear"
  readonly key?: string | undefined
  readonly cause?: unknown
}
export const StorageUnavailable: ErrorClass<StorageUnavailable, { readonly cause?: unknown; readonly key?: string | undefined; readonly operation: "get" | "set" | "remove" | "clear" }> = impl.StorageUnavailable

/** Every failure of walletport's storage. */
export type StorageError = StorageCorrupted | StorageUnavailable
