/**
 * Where the secure frame lives (SPEC §7 "loaded with query projectId, chainId, version, enableLogger";
 * notes/embedded-wallet.md §3a): `${url}/frame?origin=…` on the wallet server's origin, the only origin the
 * library talks to. `origin` is the host's own origin, checked by the frame against its server's allow-list.
 */
import * as Either from "effect/Either"
import { SECURE_SDK_VERSION } from "../../../schemas/constants.js"
import type { SecureFrameConfig } from "../../../services/SecureFrame.js"

/** The frame page's address and the origin every message to and from it must carry. */
export interface FrameLocation {
  readonly src: string
  readonly origin: string
}

/**
 * Fails (with the reason, for the developer details) when `url` is not an absolute http(s) URL: an opaque
 * origin ("null") cannot be pinned, so nothing would ever be accepted from it.
 */
export const frameLocation = (config: SecureFrameConfig, hostOrigin: string): Either.Either<FrameLocation, string> => {
  let base: URL
  try {
    base = new URL(config.url)
  } catch {
    return Either.left(`not a URL: ${config.url}`)
  }
  if (base.protocol !== "https:" && base.protocol !== "http:") return Either.left(`not an http(s) URL: ${config.url}`)
  const src = new URL(`${base.origin}${base.pathname.replace(/\/+$/, "")}/frame`)
  src.searchParams.set("origin", hostOrigin)
  src.searchParams.set("projectId", config.projectId)
  src.searchParams.set("chainId", config.chainId)
  src.searchParams.set("version", String(SECURE_SDK_VERSION))
  src.searchParams.set("enableLogger", String(config.enableLogger ?? false))
  return Either.right({ src: src.href, origin: base.origin })
}
