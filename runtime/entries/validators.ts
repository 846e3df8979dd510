/**
 * `walletport/validators`: the SPEC §5 validators (guards and parsers) and the display rules. Named
 * exports only: a namespace re-export would make the host's bundler keep every member.
 */
export * from "../../schemas/validators/index.js"
export * from "../../schemas/format.js"
