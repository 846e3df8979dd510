/**
 * The host options, decoded once at start. The Encoded side is what a host passes
 * (defaults optional); the Type side has every default filled.
 */
import * as Either from "effect/Either"
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import { isSiweConfig, isSiwxConfig } from "./siwx/config.js"
import { PreferredAccountTypes } from "./entities/Account.js"
import { CustomWallet } from "./entities/CustomWallet.js"
import { CaipNetworkId, ChainNamespace } from "./entities/ids.js"
import { adapterLoader, type WalletportAdapter } from "./adapterDescriptor.js"
import { FEATURE_KEYS, OPTION_KEYS, unknownOptionKeys } from "./optionKeys.js"
import { adapterIssues, formatPath, isWithin, NOT_AN_OBJECT, plainMessage, unknownKeyIssues, viemChainIssues } from "./optionMessages.js"
import { developerDetails } from "./errors/developerDetails.js"
import { AppMetadata } from "./entities/Metadata.js"
import { Network } from "./entities/Network.js"
import { SocialLogin } from "./entities/SocialProvider.js"
import { ThemeModeOption, ThemeVariables } from "./entities/Theme.js"
import { isHttpUrl } from "./validators/httpUrl.js"
import { isWalletportLogger } from "./hostLogger.js"
import { isLocaleOption } from "./localeTag.js"
import { CatalogueError } from "./errors/catalogueError.js"

const HttpUrl = Schema.String.pipe(Schema.filter(isHttpUrl, { message: () => "Expected an http(s) URL" }))

/**
 * Host-owned objects (SIWE/SIWX configs, adapters) pass through untouched: a Struct or Record
 * decode would copy them and drop class methods. Their own services narrow them further.
 */
const HostObject = Schema.declare((u: unknown): u is object => typeof u === "object" && u !== null, {
  identifier: "HostObject",
  description: "an object supplied by the host"
})

/** `siwx`: a host SiwxConfig or a built-in (walletport/siwx); kept as given, methods and all. */
const SiwxOption = Schema.declare(isSiwxConfig, {
  identifier: "SiwxConfig",
  description: "an object with createMessage, addSession, getSessions and revokeSession",
  message: () => "must be an object with createMessage, addSession, getSessions and revokeSession (a SiwxConfig)"
})

/** `siweConfig`: the older shape, adapted onto the sign-in flow. */
const SiweOption = Schema.declare(isSiweConfig, {
  identifier: "SiweConfig",
  description: "an object with getNonce, createMessage, verifyMessage, getSession and signOut",
  message: () => "must be an object with getNonce, createMessage, verifyMessage, getSession and signOut (a SiweConfig)"
})

/** Issue 24 `logger`: kept as given (a function, or a console-like object whose methods are called on it). */
const LoggerOption = Schema.declare(isWalletportLogger, {
  identifier: "WalletportLogger",
  message: () => "must be a function or a console-like object (error, warn, info, debug functions)"
})

const isKnownNamespace = Schema.is(ChainNamespace)

/** What an `adapters` entry must be, with the functions' real names; a function was passed uncalled. */
const ADAPTER_MESSAGE = (actual: unknown): string =>
  typeof actual === "function"
    ? `is a function: call it (${actual.name === "" ? "evmAdapter" : actual.name}())`
    : "must be an adapter: evmAdapter() from walletport/evm, solanaAdapter() from walletport/solana, " +
      "walletConnectAdapter() from walletport/walletconnect or embeddedWallet({ url }) from walletport/embedded"

/**
 * ARCHITECTURE §8: an adapter descriptor from `walletport/evm` or `walletport/solana`: marked, a known
 * namespace and a `load` function. Passed through untouched (its `load` is a closure).
 */
const Adapter = Schema.declare(
  (u: unknown): u is WalletportAdapter =>
    typeof u === "object" && u !== null && Reflect.get(u, "kind") === "walletport/adapter" &&
    isKnownNamespace(Reflect.get(u, "namespace")) && adapterLoader(u) !== undefined,
  {
    identifier: "WalletportAdapter",
    description: "an adapter from walletport/evm or walletport/solana",
    message: (issue) => ADAPTER_MESSAGE(issue.actual)
  }
)

const Adapters = Schema.Array(Adapter).pipe(
  Schema.filter((adapters) =>
    adapters.flatMap((adapter, i) =>
      // WalletConnect serves namespaces alongside their own adapters: one of each kind per namespace.
      adapters.findIndex((other) => other.namespace === adapter.namespace && other.connector === adapter.connector) === i
        ? []
        : [{ path: [i], message: `duplicate adapter for namespace ${adapter.namespace}` }]
    )
  )
)

const ProjectId = Schema.String.pipe(
  Schema.filter((s) => s.trim().length > 0, { message: () => "must be a non-empty string" })
)

const Networks = Schema.Array(Network).pipe(
  Schema.filter((a): a is readonly [Network, ...Array<Network>] => a.length > 0, {
    message: () => "must list at least one network"
  })
)

/** The social logins enabled by default (all of them, Farcaster included). */
export const DEFAULT_SOCIALS: ReadonlyArray<SocialLogin> = ["google", "x", "discord", "farcaster", "github", "apple", "facebook"]

/** Connect methods, in the order the Connect view shows them. */
export const ConnectMethod = Schema.Literal("email", "social", "wallet")
/** A connect method. */
export type ConnectMethod = typeof ConnectMethod.Type

/** The default connect-method order. */
export const DEFAULT_CONNECT_METHODS_ORDER: ReadonlyArray<ConnectMethod> = ["email", "social", "wallet"]

const on = Schema.optionalWith(Schema.Boolean, { default: () => true })
const off = Schema.optionalWith(Schema.Boolean, { default: () => false })

/** Switchable features. All on by default except `pay`; an empty `socials` disables social login. */
export const Features = Schema.Struct({
  swaps: on,
  onramp: on,
  receive: on,
  send: on,
  email: on,
  socials: Schema.optionalWith(Schema.Array(SocialLogin), { default: () => DEFAULT_SOCIALS }),
  history: on,
  analytics: on,
  pay: off
})
/** Switchable features, defaults filled. */
export interface Features extends Schema.Schema.Type<typeof Features> {}

/** A token the host wants shown for a network. */
export const HostToken = Schema.Struct({ address: Schema.NonEmptyString, image: Schema.optional(Schema.String) })
/** A token the host wants shown for a network. */
export interface HostToken extends Schema.Schema.Type<typeof HostToken> {}

const ConnectMethodsOrder = Schema.Array(ConnectMethod).pipe(
  Schema.filter((a) => new Set(a).size === a.length, { message: () => "must not repeat a connect method" })
)

// Record keys are checked here, not with a refined key schema: a refined Record key drops bad keys silently.
const byCaipNetworkId = <A, I>(value: Schema.Schema<A, I>) =>
  Schema.Record({ key: Schema.String, value }).pipe(
    Schema.filter((record) =>
      Object.keys(record)
        .filter((key) => !Schema.is(CaipNetworkId)(key))
        .map((key) => ({ path: [key], message: `"${key}" is not a CAIP-2 network id` }))
    )
  )

const RpcUrlList = Schema.Array(HttpUrl).pipe(
  Schema.filter((a): a is readonly [string, ...Array<string>] => a.length > 0, {
    message: () => "must list at least one URL"
  })
)

/** Issue 23 `locale`: a BCP 47 language tag ("de", "ar-EG"), or a list of them best first; checked with Intl.getCanonicalLocales. */
const LocaleOption = Schema.declare(isLocaleOption, {
  identifier: "Locale",
  description: "a BCP 47 language tag or a list of them",
  message: (issue) => `${JSON.stringify(issue.actual)} is not a language tag: use a BCP 47 tag such as "en", "de" or "ar-EG", or a list of them`
})

const WalletIds = Schema.optionalWith(Schema.Array(Schema.String), { default: () => [] })

const OptionsStruct = Schema.Struct({
  projectId: Schema.propertySignature(ProjectId).annotations({ missingMessage: () => "is required" }),
  /** Scopes the stored session and caches (default: `projectId`), for two instances sharing a projectId. */
  storageKey: Schema.optional(ProjectId),
  metadata: Schema.optional(AppMetadata),
  networks: Schema.propertySignature(Networks).annotations({ missingMessage: () => "is required" }),
  defaultNetwork: Schema.optional(Network),
  adapters: Schema.optionalWith(Adapters, { default: () => [] }),
  tokens: Schema.optional(byCaipNetworkId(HostToken)),
  features: Schema.optionalWith(Features, { default: () => Features.make({}) }),
  connectMethodsOrder: Schema.optionalWith(ConnectMethodsOrder, { default: () => DEFAULT_CONNECT_METHODS_ORDER }),
  themeMode: Schema.optionalWith(ThemeModeOption, { default: () => "dark" }),
  themeVariables: Schema.optionalWith(ThemeVariables, { default: () => ({}) }),
  customWallets: Schema.optionalWith(Schema.Array(CustomWallet), { default: () => [] }),
  includeWalletIds: WalletIds,
  excludeWalletIds: WalletIds,
  featuredWalletIds: WalletIds,
  termsConditionsUrl: Schema.optional(HttpUrl),
  privacyPolicyUrl: Schema.optional(HttpUrl),
  defaultAccountTypes: Schema.optional(PreferredAccountTypes),
  allowUnsupportedChain: off,
  enableEmbedded: off,
  disableAppend: off,
  /** Log at the debug level (default: error only); also shows the alerts' banner. */
  debug: off,
  /** Where log lines go (default: `console`): a function given each entry, or a console-like object. */
  logger: Schema.optional(LoggerOption),
  siweConfig: Schema.optional(SiweOption),
  siwx: Schema.optional(SiwxOption),
  rpcUrls: Schema.optional(byCaipNetworkId(RpcUrlList)),
  /** The RPC gateway's origin; the chains it serves then go through `<it>/v1/?chainId=…&projectId=…`. */
  rpcGatewayUrl: Schema.optional(HttpUrl),
  apiUrl: Schema.optional(HttpUrl),
  analyticsUrl: Schema.optional(HttpUrl),
  explorerUrl: Schema.optional(HttpUrl),
  secureSiteUrl: Schema.optional(HttpUrl),
  relayUrl: Schema.optional(Schema.String),
  /** Issue 27: mirror the connection's public state into a cookie for server rendering (schemas/ssr/sessionCookie.ts). */
  ssr: Schema.optional(Schema.Boolean),
  /** Close the modal after a successful connect and after disconnect (default true); not while sign-in or `pay()` continues in it. */
  autoClose: on,
  /** Issue 23: the modal's language (a BCP 47 tag or a list, best first); default: the browser's languages, else English. */
  locale: Schema.optional(LocaleOption)
})

// The Effect-free key tables (schemas/optionKeys.ts) name exactly the Schema's fields: a field added on one side only fails here.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const optionKeysMatch: SameKeys<(typeof OPTION_KEYS)[number], keyof typeof OptionsStruct.fields> = true
const featureKeysMatch: SameKeys<(typeof FEATURE_KEYS)[number], keyof typeof Features.fields> = true
void [optionKeysMatch, featureKeysMatch]

/** The exact message when both sign-in options are given. */
export const SIWE_AND_SIWX_MESSAGE = "Cannot set both `siweConfig` and `siwx` options"

/** The host options. Cross-field rules run once every field is valid. */
export const WalletportOptions = OptionsStruct.pipe(
  Schema.filter((o) => {
    const issues: Array<Schema.FilterIssue> = []
    if (o.siweConfig !== undefined && o.siwx !== undefined) {
      issues.push({ path: [], message: SIWE_AND_SIWX_MESSAGE })
    }
    const ids = o.networks.map((n) => n.caipNetworkId)
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) issues.push({ path: ["networks", i], message: `duplicate network ${id}` })
    })
    if (o.defaultNetwork !== undefined && !ids.includes(o.defaultNetwork.caipNetworkId)) {
      issues.push({ path: ["defaultNetwork"], message: `${o.defaultNetwork.caipNetworkId} is not one of \`networks\`` })
    }
    return issues
  })
)
/** Decoded host options, defaults filled. */
export interface WalletportOptions extends Schema.Schema.Type<typeof WalletportOptions> {}
/** The options object a host passes: the plain type (test/types/publicTypes.ts proves it is this Schema's input). */
export type { WalletportOptionsInput } from "./public/options.js"

/** One bad option: a path (`features.swaps`, `networks[0].name`) and what is wrong. */
export const OptionsIssue = Schema.Struct({ path: Schema.String, message: Schema.String })
/** One bad option. */
export interface OptionsIssue extends Schema.Schema.Type<typeof OptionsIssue> {}

/**
 * The host options were rejected; `message` lists every bad field. A lone whole-object
 * rule (e.g. siweConfig with siwx) is reported with its catalogue text exactly.
 * What to do: Fix the fields the message lists.
 */
export class OptionsError extends CatalogueError("InvalidOptions", {
  issues: Schema.Array(OptionsIssue)
}) {
  override get message(): string {
    const [only, ...more] = this.issues
    if (only !== undefined && only.path === "" && more.length === 0) return only.message
    return [
      "Invalid walletport options:",
      ...this.issues.map((i) => (i.path === "" ? `- ${i.message}` : `- ${i.path}: ${i.message}`))
    ].join("\n")
  }

  get details(): string {
    return developerDetails(this)
  }
}

const decode = Schema.decodeUnknownEither(WalletportOptions, { errors: "all", onExcessProperty: "ignore" })

/**
 * `errors: "all"` reports each failed union member separately. Optional fields are unions with
 * `undefined`, so that member's "Expected undefined" is dropped, and sibling members at one path
 * are merged into one "Expected A | B, actual X" line.
 */
const toIssues = (error: ParseResult.ParseError): ReadonlyArray<OptionsIssue> => {
  const byPath = new Map<string, Array<string>>()
  for (const issue of ParseResult.ArrayFormatter.formatErrorSync(error)) {
    if (issue.message.startsWith("Expected undefined, actual")) continue
    const path = formatPath(issue.path)
    const messages = byPath.get(path) ?? []
    if (!messages.includes(issue.message)) messages.push(issue.message)
    byPath.set(path, messages)
  }
  return Array.from(byPath, ([path, messages]) => {
    const parsed = messages.map((m) => expectation.exec(m))
    const actual = parsed[0]?.[2]
    const mergeable = messages.length > 1 && parsed.every((m) => m !== null && m[2] === actual)
    return mergeable
      ? { path, message: plainMessage(`Expected ${parsed.map((m) => m?.[1]).join(" | ")}, actual ${actual}`) }
      : { path, message: messages.map(plainMessage).join("; ") }
  })
}

const expectation = /^Expected (.+), actual (.+)$/s

const toOptionsError = (issues: ReadonlyArray<OptionsIssue>) => new OptionsError({ issues })

/**
 * The options' fields and the rules between them, without the rules on the configuration as a whole (below):
 * the Config a single layer reads when it is built outside createWalletport (dev scripts, a layer's tests).
 */
export const decodeConfig = (input: unknown): Either.Either<WalletportOptions, OptionsError> =>
  typeof input !== "object" || input === null || Array.isArray(input)
    ? Either.left(toOptionsError([{ path: "", message: NOT_AN_OBJECT }]))
    : Either.mapLeft(decode(input), (error) => toOptionsError(toIssues(error)))

/**
 * Decode host options once at start; every problem is reported, not just the first. Beyond the
 * fields: no key that no option is called (read from the input as given: Schema drops them), a viem chain named
 * as such (Schema would list its missing CAIP fields), and a configuration under which a wallet can connect.
 */
export const decodeOptions = (input: unknown): Either.Either<WalletportOptions, OptionsError> => {
  const hints = viemChainIssues(input)
  const unknown = unknownKeyIssues(unknownOptionKeys(input))
  return Either.flatMap(
    Either.mapLeft(decodeConfig(input), (error) =>
      toOptionsError([...error.issues.filter((issue) => !hints.some((hint) => isWithin(issue.path, hint.path))), ...hints, ...unknown])),
    (options) => {
      const issues = [
        ...hints,
        ...unknown,
        ...adapterIssues(options, options.networks)
      ]
      return issues.length === 0 ? Either.right(options) : Either.left(toOptionsError(issues))
    }
  )
}
