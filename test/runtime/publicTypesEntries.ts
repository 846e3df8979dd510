/** The entries test/runtime/publicTypes.test.ts walks (publicTypes.run.ts walks them in a child process). */
export const ENTRIES = ["index", "react", "element", "evm", "solana", "errors", "validators", "testing", "siwx", "siwxServer", "ssr", "walletconnect", "viem"] as const
/** Entries without React in their types: a Server Component (the App Router's layout) imports them. */
export const REACT_FREE = ["ssr"] as const

/** What publicTypes.run.ts prints: per entry, the paths from its exports to a type Effect (or React) declares. */
export interface PublicTypesReport {
  readonly effect: Readonly<Record<string, ReadonlyArray<string>>>
  readonly react: Readonly<Record<string, ReadonlyArray<string>>>
}
