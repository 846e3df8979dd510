/** Pay: what a host asks `pay()` for; a plain interface, so the public declarations name no Effect type. */

/**
 * `pay({ recipient, amount, asset, network })`: `amount` in whole units as a decimal string ("0.01"); `asset`
 * "native" (default) or an ERC-20 contract address; `network` a configured CAIP-2 id (default: the wallet's).
 */
export interface PayRequest {
  readonly recipient: string
  readonly amount: string
  readonly asset?: string
  readonly network?: string
}
