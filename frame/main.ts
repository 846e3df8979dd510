/** The frame page's script (frame.html): the browser's window, storage, clock and the key module, handed to the app. */
import { startFrameApp } from "./app.js"
import { browserClock } from "./clock.js"
import * as keys from "./keys/index.js"
import { withFallback } from "./storeFallback.js"

startFrameApp({
  win: window,
  doc: document,
  keys,
  // Without IndexedDB (some private modes, blocked third-party storage) the device share lives as long as the
  // page: the device stays "new".
  store: typeof indexedDB === "undefined" ? keys.memoryDeviceStore() : withFallback(keys.openDeviceStore(indexedDB), keys.memoryDeviceStore),
  fetch: (input, init) => fetch(input, init),
  clock: browserClock,
  randomId: () => crypto.randomUUID(),
  // 122 random bits in the handshake's nonce alphabet.
  nonce: crypto.randomUUID().replaceAll("-", ""),
  copyText: (text) => navigator.clipboard.writeText(text),
  reload: () => location.reload()
})
