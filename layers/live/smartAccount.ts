/**
 * Is the account a smart account, and where is it not deployed yet (SPEC §1 receive, §3 smartAccountDeployed)?
 * A kind the connector reports wins (an EOA is never probed). Otherwise the account's code decides: code on at
 * least one of the host's networks makes it a smart account, and the networks where it has none are where funds
 * would wait for a deployment. A network whose probe failed counts neither way.
 */
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import type { AccountType } from "../../schemas/entities/AccountType.js"
import type { Network } from "../../schemas/entities/Network.js"
import type { SmartAccountStatus } from "../../services/Send.js"

export const smartAccountStatus = <E>(
  reported: AccountType | undefined,
  networks: ReadonlyArray<Network>,
  hasCode: ((network: Network) => Effect.Effect<boolean, E>) | undefined
): Effect.Effect<SmartAccountStatus> =>
  Effect.gen(function*() {
    if (reported === "eoa" || reported === "payment") return { kind: "eoa", undeployedOn: [] }
    if (hasCode === undefined) return { kind: reported ?? "unknown", undeployedOn: [] }
    const probes = yield* Effect.forEach(networks, (network) => Effect.map(Effect.either(hasCode(network)), (code) => ({ network, code })), {
      concurrency: "unbounded"
    })
    const known = probes.flatMap(({ network, code }) => (Either.isRight(code) ? [{ network, deployed: code.right }] : []))
    const smart = reported === "smartAccount" || known.some((p) => p.deployed)
    if (!smart) return { kind: known.length === 0 ? "unknown" : "eoa", undeployedOn: [] }
    return { kind: "smartAccount", undeployedOn: known.filter((p) => !p.deployed).map((p) => p.network) }
  })
