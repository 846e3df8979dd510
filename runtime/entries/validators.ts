/**
 * `walletport/validators`: the validators for hosts — guards that narrow, `parseX` that throws the
 * catalogue error, `safeParseX` returning `{ success, data | error }` — and the display rules. Their Schemas
 * and Either-returning forms are on `walletport/effect`. Named exports only: a namespace re-export would
 * make the host's bundler keep every member.
 */
export * from "../../schemas/validators/host.js"
export * from "../../schemas/format.js"
