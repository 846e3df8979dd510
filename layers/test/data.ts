/** The data plane in memory (SPEC §7 services), for `appLayer(options, boundaries, dataTest(...))`. */
import * as Layer from "effect/Layer"
import type { DataServices } from "../../runtime/layers.js"
import { AlertsLive } from "../live/Alerts.js"
import { analyticsTest } from "./Analytics.js"
import { type BlockchainApiFixture, blockchainApiTest } from "./BlockchainApi.js"
import { type EnsFixture, ensTest } from "./Ens.js"
import { type ExplorerFixture, explorerTest } from "./Explorer.js"

export const dataTest = (
  fixture: { readonly api?: BlockchainApiFixture; readonly explorer?: ExplorerFixture; readonly ens?: EnsFixture } = {}
): Layer.Layer<DataServices> =>
  Layer.mergeAll(AlertsLive, blockchainApiTest(fixture.api), explorerTest(fixture.explorer), analyticsTest().layer, ensTest(fixture.ens))
