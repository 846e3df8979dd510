/** The core-side part of walletport/viem (./coreCalls.ts), imported on first use under the one import() policy. */
import { lazyModule } from "../lazyModule.js"

export const loadCoreCalls = lazyModule("walletport/viem", () => import("./coreCalls.js"))
