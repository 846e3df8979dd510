// The ENS names the dev stack registers (deploy.ts): forward records, avatar text records and primary (reverse)
// names for anvil accounts 3 and 4. Account 0, the demo wallet every e2e test reads by address, gets none: a test
// that wants it named calls setDemoPrimaryName (deploy.ts) on a stack of its own.
import { ANVIL_ACCOUNTS } from "../accounts.js"

const account = (index: number): `0x${string}` => {
  const found = ANVIL_ACCOUNTS[index]
  if (found === undefined) throw new Error(`anvil account ${index} missing`)
  return found.address
}

/** An inline avatar (ENSIP-12 allows data: URIs): a filled circle, so a screenshot shows it was loaded. */
export const avatarOf = (colour: string): string =>
  `data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><circle cx='32' cy='32' r='32' fill='${colour.replace("#", "%23")}'/></svg>`

export interface EnsFixtureName {
  /** The label under `.eth`. */
  readonly label: string
  readonly address: `0x${string}`
  readonly avatar?: string
  /** Set as the address's primary name (ENSIP-3 reverse record). */
  readonly primary: boolean
}

export const ENS_NAMES: ReadonlyArray<EnsFixtureName> = [
  { label: "alice", address: account(3), avatar: avatarOf("#8e4ec6"), primary: true },
  { label: "bob", address: account(4), primary: true }
]

/** The label under `.eth` whose resolver is the OffchainResolver: `<anything>.offchain.eth` resolves through CCIP-read. */
export const OFFCHAIN_LABEL = "offchain"
