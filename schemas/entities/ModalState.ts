/** Modal state. */
import * as Schema from "effect/Schema"
import { ChainNamespace } from "./ids.js"

/** Which namespaces are loading; a missing namespace is not loading. */
export const LoadingNamespaceMap = Schema.partialWith(Schema.Record({ key: ChainNamespace, value: Schema.Boolean }), {
  exact: true
})
/** Which namespaces are loading. */
export type LoadingNamespaceMap = typeof LoadingNamespaceMap.Type

/** Modal state; `namespace` filters the modal to one chain namespace. */
export const ModalState = Schema.Struct({
  loading: Schema.Boolean,
  open: Schema.Boolean,
  shake: Schema.Boolean,
  namespace: Schema.optional(ChainNamespace),
  loadingNamespaceMap: LoadingNamespaceMap
})
/** Modal state. */
export interface ModalState extends Schema.Schema.Type<typeof ModalState> {}
