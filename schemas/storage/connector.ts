/**
 * The connector remembered per chain namespace ("Connector types", session restore).
 */
import * as Schema from "effect/Schema"
import { Connector } from "../entities/Connector.js"
import { STORED_CONNECTOR_FIELD_MAX_CHARS } from "./keys.js"

/**
 * The connector a namespace was last connected through, restored on start: the entity Connector's
 * id, type and name, bounded because another script on the page can write anything to localStorage.
 */
export const StoredConnector = Schema.Struct({
  id: Connector.fields.id.pipe(Schema.maxLength(STORED_CONNECTOR_FIELD_MAX_CHARS)),
  type: Connector.fields.type,
  name: Schema.optional(Schema.String.pipe(Schema.maxLength(STORED_CONNECTOR_FIELD_MAX_CHARS))),
  /** The connector-list id when it differs from the adapter's wallet id (a MULTI_CHAIN entry). */
  connectorId: Schema.optional(Schema.NonEmptyString.pipe(Schema.maxLength(STORED_CONNECTOR_FIELD_MAX_CHARS)))
})

export type StoredConnector = typeof StoredConnector.Type
