/**
 * The frame's user (SPEC §3 embedded user payload, the APP_GET_USER reply) as a namespace's session
 * (ARCHITECTURE §8). The address is checked for the namespace (EIP-55 on eip155, base58 on solana); an EVM
 * session is on the frame's chain, a Solana one on the dapp's network (the account has no chain of its own).
 */
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import type { EmbeddedUser } from "../../../schemas/entities/EmbeddedUser.js"
import { CaipNetworkId } from "../../../schemas/entities/ids.js"
import type { Network } from "../../../schemas/entities/Network.js"
import type { Session } from "../../../schemas/entities/Session.js"
import { ConnectorBadResponse } from "../../../schemas/errors/connectors.js"
import { formatCaipAddress } from "../../../schemas/validators/caip.js"
import { checksumAddress } from "../../../schemas/validators/checksum.js"
import { isSolanaAddress } from "../../../schemas/validators/solanaAddress.js"
import { ChainIdAnswer } from "../evm/eip1193.js"
import { EMBEDDED_CONNECTOR_ICON, EMBEDDED_CONNECTOR_ID, EMBEDDED_CONNECTOR_NAME, type EmbeddedNamespace } from "./connector.js"

const decodeChainId = Schema.decodeUnknownEither(ChainIdAnswer)

/** An EVM chain id as the frame sends it (number, hex, decimal or CAIP-2) as CAIP-2; undefined for garbage. */
export const evmChainOf = (chainId: unknown): CaipNetworkId | undefined => {
  const raw = typeof chainId === "string" && chainId.startsWith("eip155:") ? chainId.slice(7) : chainId
  const decoded = decodeChainId(raw)
  return Either.isRight(decoded) && decoded.right > 0 ? CaipNetworkId.make(`eip155:${decoded.right}`) : undefined
}

const addressFor = (namespace: EmbeddedNamespace, address: string): string | undefined =>
  namespace === "eip155"
    ? /^0x[0-9a-fA-F]{40}$/.test(address) ? checksumAddress(address) : undefined
    : isSolanaAddress(address) ? address : undefined

export const sessionOf = (
  namespace: EmbeddedNamespace,
  network: Network,
  user: EmbeddedUser
): Either.Either<Session, ConnectorBadResponse> => {
  const bad = (cause?: unknown) => new ConnectorBadResponse({ method: "APP_GET_USER", ...(cause === undefined ? {} : { cause }) })
  const address = addressFor(namespace, user.address)
  const caipNetworkId = namespace === "eip155" ? evmChainOf(user.chainId) ?? network.caipNetworkId : network.caipNetworkId
  if (address === undefined) return Either.left(bad())
  return Either.mapBoth(formatCaipAddress(namespace, caipNetworkId.split(":")[1] ?? "", address), {
    onLeft: bad,
    onRight: (caipAddress): Session => ({
      namespace,
      caipAddress,
      address,
      accounts: [address],
      caipNetworkId,
      connector: { id: EMBEDDED_CONNECTOR_ID, type: "AUTH", name: EMBEDDED_CONNECTOR_NAME, icon: EMBEDDED_CONNECTOR_ICON },
      accountType: user.preferredAccountType === "smartAccount" ? "smartAccount" : "eoa"
    })
  })
}
