/**
 * The sign-in built-ins as a host configures them (`siwx: serverSiwx({ url })`, `localSiwx()`): they return at
 * once, and their code (message parsing and verification, which need the error catalogue's Schema classes, so
 * Effect) loads with import() on their first call, which comes after a connection. Built eagerly, they put
 * Effect in the host's initial chunk (74 KiB brotli more for a React page with sign-in, before this file).
 */
import type { SiwxConfig } from "../../schemas/siwx/config.js"
import type { SiwxBuiltinOptions } from "../../schemas/siwx/builtins/defaultFields.js"
import type { LocalSiwxOptions, ServerSiwxOptions } from "../../schemas/siwx/builtins/options.js"
import { lazyModule } from "../lazyModule.js"

/**
 * A SiwxConfig whose methods run the one made by `load` (an import()), made on the first call and kept; a load
 * that fails rejects that call with ChunkLoadFailed and is tried again on the next (runtime/lazyModule.ts).
 * Whether sign-in is required and signs out on disconnect come from the options: the modal reads them without
 * loading anything.
 */
export const lazySiwx = (module: string, load: () => Promise<SiwxConfig>, options: SiwxBuiltinOptions): SiwxConfig => {
  const config = lazyModule(module, load)
  return {
    createMessage: async (input) => (await config()).createMessage(input),
    addSession: async (session) => (await config()).addSession(session),
    getSessions: async (chainId, accountAddress) => (await config()).getSessions(chainId, accountAddress),
    revokeSession: async (chainId, accountAddress) => (await config()).revokeSession(chainId, accountAddress),
    getRequired: () => options.required === true,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true
  }
}

/**
 * Sign-in kept on this device: each session verified before it is kept, in Web Storage (not authentication:
 * see the README). Its code loads on first use.
 */
export const localSiwx = (options: LocalSiwxOptions = {}): SiwxConfig =>
  lazySiwx("the sign-in on this device", () => import("../../schemas/siwx/builtins/local.js").then((m) => m.createLocalSiwx(options)), options)

/** Sign-in against the host's auth endpoint at `url` (nonce, verify, sessions, signout). Its code loads on first use. */
export const serverSiwx = (options: ServerSiwxOptions): SiwxConfig =>
  lazySiwx("the sign-in with your server", () => import("../../schemas/siwx/builtins/server.js").then((m) => m.createServerSiwx(options)), options)
