/**
 * What a registration needs (SPEC §4, §8): the active EVM account, its network's ENSIP-11 coin type, and the
 * message the wallet signs. Each missing piece is its catalogue error.
 */
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { RegisterNameMessageJson } from "../../../schemas/api/blockchainApi.js"
import { NameAddressOrConnectorNotFound, NameNetworkNotFound } from "../../../schemas/errors/names.js"
import { InvalidChainId } from "../../../schemas/errors/validation.js"
import { safeChainIdToCoinType } from "../../../schemas/validators/core/coinType.js"
import type { AccountSnapshot, AccountShape } from "../../../services/Account.js"
import type { ConnectionShape } from "../../../services/Connection.js"

/** The account a name is registered for, and the coin type its address is recorded under. */
export interface RegistrationTarget {
  readonly account: AccountSnapshot
  readonly coinType: number
}

/** SPEC §8: the connected EVM account (else 'Address or auth connector not found') on a network of the host's (else 'Network not found'). */
export const registrationTarget = (account: AccountShape, connection: ConnectionShape) =>
  Effect.gen(function*() {
    const snapshot = (yield* account.state.get).eip155
    const session = (yield* connection.state.get).namespaces.eip155.session
    if (snapshot === undefined || session === undefined) return yield* new NameAddressOrConnectorNotFound()
    if (snapshot.unsupportedChain) return yield* new NameNetworkNotFound()
    const chainId = Number(snapshot.caipNetworkId.split(":")[1])
    const coinType = safeChainIdToCoinType(chainId)
    if (!coinType.success) return yield* new InvalidChainId({ chainId })
    return { account: snapshot, coinType: coinType.data } satisfies RegistrationTarget
  })

/** SPEC §4: the signed text: the name, empty attributes and the Clock's time in seconds, as JSON. */
export const registrationMessage = (name: string): Effect.Effect<string> =>
  Effect.flatMap(Clock.currentTimeMillis, (millis) =>
    Schema.encode(RegisterNameMessageJson)({ name, attributes: {}, timestamp: Math.floor(millis / 1000) }).pipe(Effect.orDie))
