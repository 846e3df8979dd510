/** InvalidOptions: plain declarations of the options error of walletport/errors (checked against schemas/options.ts). */
import { OptionsError as OptionsErrorClass } from "../../options.js"
import type { CatalogueError, ErrorClass } from "./errorClass.js"

/** One bad option: where (`networks[0].rpcUrls`, or "" for the whole object) and what is wrong with it. */
export interface OptionsIssue {
  /** The option's path, e.g. `metadata.url`; "" for a rule about the whole object. */
  readonly path: string
  /** What is wrong, in plain words. */
  readonly message: string
}

/**
 * The options passed to `createWalletport` (or the provider) were rejected; `message` lists every bad field.
 * What to do: Fix the fields the message lists.
 */
export interface InvalidOptions extends CatalogueError<"InvalidOptions"> {
  /** Every bad option. */
  readonly issues: ReadonlyArray<OptionsIssue>
}
export const InvalidOptions: ErrorClass<InvalidOptions, { readonly issues: ReadonlyArray<OptionsIssue> }> = OptionsErrorClass

/** The same class as InvalidOptions (its earlier name). */
export type OptionsError = InvalidOptions
export const OptionsError = InvalidOptions
