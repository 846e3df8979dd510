/** FrameConfig (schemas/walletServer/api.ts), read from the JSON the server injects: the frame trusts nothing else. */
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { FRAME_CONFIG_ELEMENT_ID, FrameConfig } from "../schemas/walletServer/api.js"

/** The page's FrameConfig, or undefined when missing or malformed (the frame then stays silent). */
export const readFrameConfig = (doc: Pick<Document, "getElementById">): FrameConfig | undefined => {
  const text = doc.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent
  if (text === undefined || text === null) return undefined
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return undefined
  }
  const config = Schema.decodeUnknownEither(FrameConfig)(json)
  return Either.isRight(config) ? config.right : undefined
}
