/** Everything a request handler may use, built once in main.ts (tests build it with fakes). */
import type { FrameConfig } from "../schemas/walletServer/api.js"
import type { Approvals } from "./approvals.js"
import type { FrameClock } from "./clock.js"
import type { DeviceStore, KeysApi } from "./keysApi.js"
import type { Outbox } from "./outbox.js"
import type { PanelHost } from "./panel/host.js"
import type { FetchLike, ServerApi } from "./serverApi.js"
import type { FrameSession } from "./session.js"

export interface FrameContext {
  readonly config: FrameConfig
  readonly session: FrameSession
  readonly api: ServerApi
  readonly keys: KeysApi
  readonly store: DeviceStore
  readonly clock: FrameClock
  readonly outbox: Outbox
  readonly panels: PanelHost
  readonly approvals: Approvals
  readonly doc: Document
  /** For the networks' RPC URLs (the server API goes through `api`). */
  readonly fetch: FetchLike
  readonly randomId: () => string
  readonly copyText: (text: string) => Promise<void>
  readonly reload: () => void
  /** Aborts the running request with that id (the dispatcher's). */
  readonly abort: (requestId: string) => boolean
}
