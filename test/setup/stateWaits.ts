// Unit-test setup file (vitest.config.ts): Testing Library's waits get the suite's state-wait bound.
import { configure } from "@testing-library/dom"
import { STATE_WAIT_TIMEOUT_MS } from "./timeouts.js"

configure({ asyncUtilTimeout: STATE_WAIT_TIMEOUT_MS })
