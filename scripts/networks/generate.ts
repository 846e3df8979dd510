/**
 * Writes schemas/networks/evm.ts from viem/chains: `node scripts/run-ts.mjs scripts/networks/generate.ts`.
 * Run it after a viem upgrade; the networks test fails while the committed file is stale.
 */
import { writeFileSync } from "node:fs"
import type { Chain } from "viem"
import * as chains from "viem/chains"
import { fromViemChain } from "../../schemas/networks/fromViemChain.js"
import { EVM_CATALOGUE } from "./catalogue.js"

const viemChain = (name: string): Chain => {
  const chain: unknown = Reflect.get(chains, name)
  if (typeof chain !== "object" || chain === null || !("id" in chain)) throw new Error(`viem/chains has no ${name}`)
  return chain as Chain
}

/** The literal of a network without its derived caipNetworkId, which defineNetwork adds back. */
const literal = (name: string): string => {
  const entry = EVM_CATALOGUE.find((e) => e.name === name)
  const { caipNetworkId: _derived, ...definition } = fromViemChain(viemChain(name), entry?.overrides)
  return JSON.stringify(definition)
}

const body = EVM_CATALOGUE.map(
  ({ name, doc }) => `/** ${doc} */\nexport const ${name} = /* @__PURE__ */ defineNetwork(${literal(name)})`
).join("\n")

writeFileSync(
  "schemas/networks/evm.ts",
  `/**
 * SPEC §9 supported EVM networks. GENERATED from viem/chains by scripts/networks/generate.ts: do not edit.
 * Plain data, one export each and every call \`@__PURE__\`, so a host importing two networks bundles two
 * and never bundles viem/chains itself (its formatters and serializers are ~150 KiB).
 */
import { defineNetwork } from "./defineNetwork.js"

${body}
`
)
console.log(`wrote ${EVM_CATALOGUE.length} networks to schemas/networks/evm.ts`)
