/** `walletport/errors`: the SPEC §8 error catalogue, one class per error, and `fromProviderError`. */
export * from "../../schemas/errors/index.js"
// Bad options: `InvalidOptions` is its tag and the name the README uses; `OptionsError` is the same class.
export { OptionsError, OptionsError as InvalidOptions } from "../../schemas/options.js"
