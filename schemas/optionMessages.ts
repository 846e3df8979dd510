/**
 * The host options' problems in plain words (issue 27): Effect Schema's own texts name its internals ("Expected
 * Struct (Encoded side)", a 500-character dump of the Network type), so they are rewritten into what the host
 * wrote and what it should write; keys no option is called get a hint (a close name, AppKit's `--w3m-` prefix);
 * a viem chain where a network goes points to `fromViemChain`.
 */
import { unservedNetworks } from "./adapterRules.js"
import type { ChainNamespace } from "./entities/ids.js"
import type { UnknownOptionKey } from "./optionKeys.js"

/** One bad option: a path (`features.swaps`, `networks[0].name`) and what is wrong. */
interface Issue {
  readonly path: string
  readonly message: string
}

/** `networks[0].name`, `rpcUrls["eip155:1"]`: a path into the options as the host would write it. */
export const formatPath = (path: ReadonlyArray<PropertyKey>): string =>
  path
    .map((key, i) =>
      typeof key === "number"
        ? `[${key}]`
        : typeof key === "string" && /^[A-Za-z_$][\w$]*$/.test(key)
          ? (i === 0 ? key : `.${key}`)
          : `[${JSON.stringify(String(key))}]`
    )
    .join("")

const EXPECTATION = /^Expected (.+), actual (.+)$/s
/** Past this, the value the host passed is cut short (a network object runs to hundreds of characters). */
const LONGEST_ACTUAL = 40

/** A list or object type is spelled out field by field by Schema: named by its kind instead. Literals stay. */
const plainExpectation = (expected: string): string =>
  expected.startsWith("ReadonlyArray<") || expected.startsWith("readonly [")
    ? "a list"
    : expected.includes("Struct") || expected.startsWith("{")
    ? "an object"
    : expected

const shortActual = (actual: string): string =>
  actual.length > LONGEST_ACTUAL ? `${actual.slice(0, LONGEST_ACTUAL - 1)}…` : actual

/** Schema's "Expected X, actual Y" without its internals: X in plain words, Y cut short. Other messages are ours already. */
export const plainMessage = (message: string): string => {
  const parsed = EXPECTATION.exec(message)
  return parsed === null ? message : `Expected ${plainExpectation(parsed[1] ?? "")}, actual ${shortActual(parsed[2] ?? "")}`
}

/** Edits (insert, delete, replace) between two keys, case aside: how close a typo is. */
const distance = (a: string, b: string): number => {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  let row = Array.from({ length: y.length + 1 }, (_, j) => j)
  for (let i = 1; i <= x.length; i++) {
    const next = [i]
    for (let j = 1; j <= y.length; j++) {
      next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1))
    }
    row = next
  }
  return row[y.length] ?? 0
}

/** The known key a typo most likely meant: at most two edits away (or a third of the key). */
const closest = (key: string, known: ReadonlyArray<string>): string | undefined => {
  const limit = Math.max(2, Math.floor(key.length / 3))
  const ranked = known.map((k) => [k, distance(key, k)] as const).filter(([, d]) => d <= limit).sort((a, b) => a[1] - b[1])
  return ranked[0]?.[0]
}

/** AppKit's theme variables are `--w3m-*`; walletport's are `--wp-*`. */
const APPKIT_PREFIX = "--w3m-"
const OUR_PREFIX = "--wp-"

const unknownKeyMessage = ({ path, known }: UnknownOptionKey): string => {
  const key = path[path.length - 1] ?? ""
  const what = path.length === 1 ? "an option" : path[0] === "features" ? "a feature" : "a theme variable"
  if (path[0] === "themeVariables" && path.length === 2 && key.startsWith(APPKIT_PREFIX)) {
    const ours = `${OUR_PREFIX}${key.slice(APPKIT_PREFIX.length)}`
    const instead = known.includes(ours) ? `: use ${ours}` : ` (${known.join(", ")})`
    return `is AppKit's name; walletport's theme variables start with ${OUR_PREFIX}${instead}`
  }
  const guess = closest(key, known)
  if (guess !== undefined) return `is not ${what}: did you mean \`${guess}\`?`
  return path.length === 1 ? `is not ${what}` : `is not ${what} (${known.join(", ")})`
}

/** Each key no option is called, as an issue at its path. */
export const unknownKeyIssues = (unknown: ReadonlyArray<UnknownOptionKey>): ReadonlyArray<Issue> =>
  unknown.map((u) => ({ path: formatPath(u.path), message: unknownKeyMessage(u) }))

const isRecord = (value: unknown): value is object => typeof value === "object" && value !== null && !Array.isArray(value)

/** A viem `Chain` (numeric id, nativeCurrency, no CAIP fields) where a walletport network goes. */
const isViemChain = (value: unknown): boolean =>
  isRecord(value) && !Object.hasOwn(value, "chainNamespace") && typeof Reflect.get(value, "id") === "number" &&
  isRecord(Reflect.get(value, "nativeCurrency"))

const VIEM_CHAIN = "is a viem chain: pass fromViemChain(chain) from walletport/evm, or a network walletport/evm exports (mainnet, base, …)"

/** The networks given as viem chains: one hint each, in place of the missing-field lines Schema reports for them. */
export const viemChainIssues = (options: unknown): ReadonlyArray<Issue> => {
  if (!isRecord(options)) return []
  const networks: unknown = Reflect.get(options, "networks")
  const listed = Array.isArray(networks)
    ? networks.flatMap((network: unknown, i) => (isViemChain(network) ? [{ path: formatPath(["networks", i]), message: VIEM_CHAIN }] : []))
    : []
  return isViemChain(Reflect.get(options, "defaultNetwork")) ? [...listed, { path: "defaultNetwork", message: VIEM_CHAIN }] : listed
}

/** True when `path` is `at` or inside it (`networks[0].name` is inside `networks[0]`, `networks[10]` is not). */
export const isWithin = (path: string, at: string): boolean =>
  path === at || (path.startsWith(at) && (path[at.length] === "." || path[at.length] === "["))

/** What the options must be when they are not an object at all. */
export const NOT_AN_OBJECT = "walletport options must be an object: { projectId, networks, adapters, … }"

/** The adapter a host adds for each namespace, as its docs name it; none for a namespace walletport has no adapter for. */
const ADAPTER_FOR: { readonly [N in ChainNamespace]: string | undefined } = {
  eip155: "evmAdapter() from walletport/evm",
  solana: "solanaAdapter() from walletport/solana",
  bip122: "walletConnectAdapter() from walletport/walletconnect",
  polkadot: undefined,
  cosmos: undefined
}

const adapterFor = (ns: string): string | undefined => (Object.hasOwn(ADAPTER_FOR, ns) ? Reflect.get(ADAPTER_FOR, ns) : undefined)

/** What the adapter rule (schemas/adapterRules.ts) finds, worded: no adapter at all, or each network none serves. */
export const adapterIssues = (
  options: Parameters<typeof unservedNetworks>[0],
  networks: ReadonlyArray<{ readonly chainNamespace: string; readonly name: string }>
): ReadonlyArray<Issue> => {
  const unserved = unservedNetworks(options, networks)
  if (unserved === "no adapter") {
    return [{
      path: "adapters",
      message: `lists no adapter, so no wallet can connect: add ${ADAPTER_FOR.eip155} (browser wallets), ${ADAPTER_FOR.solana} or ${ADAPTER_FOR.bip122}`
    }]
  }
  return unserved.flatMap((i) => {
    const network = networks[i]
    if (network === undefined) return []
    const ns = network.chainNamespace
    const adapter = adapterFor(ns)
    const fix = adapter === undefined ? `walletport has no ${ns} adapter: remove the network` : `add ${adapter} to \`adapters\``
    return [{ path: formatPath(["networks", i]), message: `no configured adapter serves ${network.name}'s namespace (${ns}): ${fix}` }]
  })
}
