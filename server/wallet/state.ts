/** A user's wallet as the API reports it: the public commitments, and whether a device holds a share of its own. */
import * as Schema from "effect/Schema"
import type { WalletCommitments } from "../../schemas/walletServer/api.js"
import type { Db } from "../db/database.js"

type Commitments = typeof WalletCommitments.Type

export const WalletRow = Schema.Struct({
  evm_address: Schema.String,
  solana_address: Schema.String,
  auth_share: Schema.String,
  primary_device_id: Schema.String
})
export type WalletRow = typeof WalletRow.Type

export const walletRow = async (db: Db, userId: string): Promise<WalletRow | undefined> =>
  (
    await db.rows(WalletRow, "SELECT evm_address, solana_address, auth_share, primary_device_id FROM wallets WHERE user_id = $1", [
      userId
    ])
  )[0]

export const commitments = (row: WalletRow): Commitments => ({ evmAddress: row.evm_address, solanaAddress: row.solana_address })

export const deviceShareRow = async (db: Db, userId: string, deviceId: string): Promise<string | undefined> =>
  (
    await db.rows(Schema.Struct({ share: Schema.String }), "SELECT share FROM device_shares WHERE user_id = $1 AND device_id = $2", [
      userId,
      deviceId
    ])
  )[0]?.share

/** `wallet` absent: none yet. `deviceHasShare`: the primary device (its D pairs with A), or one recovered before (An). */
export const walletState = async (
  db: Db,
  userId: string,
  deviceId: string
): Promise<{ readonly wallet?: Commitments; readonly deviceHasShare: boolean }> => {
  const row = await walletRow(db, userId)
  if (row === undefined) return { deviceHasShare: false }
  const hasShare = row.primary_device_id === deviceId || (await deviceShareRow(db, userId, deviceId)) !== undefined
  return { wallet: commitments(row), deviceHasShare: hasShare }
}
