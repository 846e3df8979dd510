/** Dapp data payload (APP_SYNC_DAPP_DATA to the secure frame). */
import * as Schema from "effect/Schema"
import { AppMetadata } from "./Metadata.js"

/** Dapp data payload. */
export const DappDataPayload = Schema.Struct({
  metadata: Schema.optional(AppMetadata),
  sdkVersion: Schema.String,
  sdkType: Schema.String,
  projectId: Schema.String
})
/** Dapp data payload. */
export interface DappDataPayload extends Schema.Schema.Type<typeof DappDataPayload> {}
