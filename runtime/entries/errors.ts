/** `walletport/errors`: the SPEC §8 error catalogue, one class per error, and `fromProviderError`. */
export * from "../../schemas/errors/index.js"
export { OptionsError } from "../../schemas/options.js"
