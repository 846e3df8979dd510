/**
 * viem's model for every catalogue error (issue 20): `message` is the SPEC §8 user text, `details` says what
 * happened for developers, `cause` keeps the underlying error as it was thrown.
 */
import * as Arbitrary from "effect/Arbitrary"
import * as FastCheck from "effect/FastCheck"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import type { CatalogueErrorClass } from "../../../schemas/errors/catalogueError.js"
import * as E from "../../../schemas/errors/index.js"
import { OptionsError } from "../../../schemas/options.js"

type CatalogueInstance = { readonly _tag: string; readonly message: string; readonly details?: unknown }
/** A class of the catalogue: a CatalogueError class, or one of the three Schema classes (the sign-in refusals). */
type SchemaClass = Schema.Schema<CatalogueInstance, unknown, unknown>
type CatalogueClass = (CatalogueErrorClass<string, Schema.Struct.Fields> | SchemaClass) & { readonly _tag: string }

const isCatalogueClass = (value: unknown): value is CatalogueClass =>
  typeof value === "function" && "_tag" in value && typeof value._tag === "string" && "prototype" in value &&
  value.prototype instanceof Error

const isSchemaClass = (C: CatalogueClass): C is SchemaClass & { readonly _tag: string } => Schema.isSchema(C)

/** Errors of the class: a Schema class sampled as itself, the others made from sampled fields. */
const sampled = (C: CatalogueClass): ReadonlyArray<object> =>
  isSchemaClass(C)
    ? FastCheck.sample(Arbitrary.make(C), { numRuns: 5, seed: 20 })
    : FastCheck.sample(Arbitrary.make(Schema.Struct(C.fields)), { numRuns: 5, seed: 20 }).map((fields) => new C(fields))

const exported: ReadonlyArray<unknown> = [...Object.values(E), OptionsError]
const classes = exported.filter(isCatalogueClass)

describe("developer details beside the user text", () => {
  it("covers the whole catalogue", () => {
    expect(classes.map((C) => C._tag).sort()).toEqual([...E.WALLETPORT_ERROR_TAGS].sort())
  })

  // A wallet's (or node's) RPC error carries its own words as details, whatever they are; every other class says its tag.
  const rpcTags: ReadonlySet<string> = new Set([...E.WalletRpcErrorClasses, E.UnknownRpcError, E.RpcRequestError].map((C) => C._tag))

  // ChunkLoadFailed is the one plain class (the Effect-free shell throws it): no Schema to sample it from.
  const samples = (C: CatalogueClass & { readonly _tag: string }): ReadonlyArray<object> =>
    C._tag === E.ChunkLoadFailed._tag
      ? [new E.ChunkLoadFailed({ module: "the core" }), new E.ChunkLoadFailed({ module: "the core", cause: new TypeError("Failed to fetch") })]
      : sampled(C)

  it.each(classes.map((C) => [C._tag, C] as const))("%s offers `details` for developers", (tag, C) => {
    for (const error of samples(C)) {
      const details: unknown = Reflect.get(error, "details")
      expect(typeof details).toBe("string")
      if (!rpcTags.has(tag)) expect(String(details)).toMatch(new RegExp(`^${tag}\\b`))
    }
  })

  it("says what the error was made with and what its cause said, and leaves the user text alone", () => {
    const error = new E.ApiRequestFailed({ path: "/balance", status: 500, cause: new TypeError("Failed to fetch") })
    expect(error.message).toBe("Request to /balance failed with status 500")
    expect(error.details).toBe('ApiRequestFailed: path: "/balance", status: 500; cause: TypeError: Failed to fetch')
    expect(new E.TokenBalanceUnavailable({ cause: "offline" }).details).toBe("TokenBalanceUnavailable; cause: offline")
    expect(new E.ConnectorNotConnected({}).details).toBe("ConnectorNotConnected")
    expect(new E.ChunkLoadFailed({ module: "the core", cause: new TypeError("Failed to fetch") }).details).toBe(
      'ChunkLoadFailed: module: "the core"; cause: TypeError: Failed to fetch'
    )
  })

  it("clips a huge value and survives a cyclic one", () => {
    const cyclic: { self?: unknown } = {}
    cyclic.self = cyclic
    const error = new E.ConnectorBadResponse({ method: "x".repeat(10_000), cause: cyclic })
    expect(error.details.length).toBeLessThan(600)
    expect(error.message).toBe(`The wallet gave an invalid answer to ${"x".repeat(10_000)}.`)
  })
})

describe("wallet RPC errors keep the provider's error", () => {
  it.each(E.WalletRpcErrorClasses.map((C) => [C._tag, C] as const))("%s keeps `cause` and its catalogue text", (_, C) => {
    const thrown = Object.assign(new Error("wallet said no"), { code: 1 })
    const error = new C({ cause: thrown, details: "wallet said no" })
    expect(error.cause).toBe(thrown)
    expect(error.details).toBe("wallet said no")
    expect(error.message).toBe(new C({}).message)
  })

  it("a wallet error without words of its own still has details", () => {
    expect(new E.UserRejectedRequest({}).details).toBe(E.NO_WALLET_DETAILS)
    expect(new E.UnknownRpcError({}).details).toBe(E.NO_WALLET_DETAILS)
  })

  it.each([
    ["an EIP-1193 error", { code: 4001, message: "User denied" }, "UserRejectedRequest", "User denied"],
    ["a wrapped rejection", { code: -32603, message: "Internal", data: { originalError: { code: 4001, message: "No" } } }, "UserRejectedRequest", "No"],
    ["a string", "something broke", "UnknownRpcError", "something broke"],
    ["an Error without a code", new Error("boom"), "UnknownRpcError", "boom"],
    ["a rejection with an empty message", { code: 4001, message: " " }, "UserRejectedRequest", E.NO_WALLET_DETAILS]
  ])("fromProviderError keeps %s as the cause, quoting it in details", (_, thrown, tag, details) => {
    const error = E.fromProviderError(thrown, "eth_requestAccounts")
    expect(error._tag).toBe(tag)
    expect(error.cause).toBe(thrown)
    expect(error.details).toBe(details)
    expect(error.method).toBe("eth_requestAccounts")
  })

  it("fromProviderError keeps the cause when no method is named", () => {
    const thrown = { code: 4902, message: "Unrecognized chain" }
    expect(E.fromProviderError(thrown).cause).toBe(thrown)
  })
})
