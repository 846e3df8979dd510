// The chain adapters the walletport host pages configure (`adapters` option). Committed empty: the
// adapter descriptors (`evm` from walletport/evm, `solana` from walletport/solana) do not exist yet
// on every branch, and an import of a missing file would break the typecheck. When they exist, the
// bench replaces this module at build time with one that configures both (bench/adapters.ts:
// `--adapters on|off|auto`, auto = on when runtime/adapters/{evm,solana}.ts exist). Once they are on
// main, this file can simply become:
//   import { evm } from "walletport/evm"; import { solana } from "walletport/solana"
//   export const adapters = [evm(), solana()]
import type { WalletportAdapter } from "../../schemas/adapterDescriptor.js"

export const adapters: ReadonlyArray<WalletportAdapter> = []
