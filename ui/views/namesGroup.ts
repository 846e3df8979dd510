/**
 * The names view group (SPEC §2 RegisterAccountName, RegisterAccountNameSuccess): one lazy chunk with its containers
 * and views (see registry.ts), so a modal that never registers a name never downloads them.
 */
export { RegisterNameContainer, RegisterNameSuccessContainer } from "./names/NamesContainers.js"
