/**
 * `walletport/errors`: the error catalogue, one class per error, `fromProviderError` and `isWalletportError`.
 * The classes are the catalogue's own (schemas/errors/); their declarations are the plain ones of
 * schemas/public/catalogue/ (tag, fields, `message`, `details`), which load nothing of Effect's.
 */
export * from "../../schemas/public/catalogue/index.js"
