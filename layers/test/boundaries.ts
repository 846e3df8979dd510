/** The non-adapter boundaries in memory: storage and a fixed device. Chain adapters come from the options. */
import * as Layer from "effect/Layer"
import type { Boundaries } from "../../runtime/layers.js"
import type { Storage } from "../../services/Storage.js"
import { DeviceFixed } from "../live/Device.js"
import { StorageTest } from "./Storage.js"

export const testBoundaries = (setup: {
  readonly storage?: Layer.Layer<Storage>
  /** View selection: whether the page counts as mobile. Default false. */
  readonly mobile?: boolean
} = {}): Layer.Layer<Boundaries> => Layer.mergeAll(setup.storage ?? StorageTest, DeviceFixed(setup.mobile ?? false))
