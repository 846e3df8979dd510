// Size-check host (bench/size.ts): react-all-adapters.tsx with sign-in configured as a host writes it
// (`siwx: serverSiwx({ url })` from `walletport/siwx`). The built-in's code (message parsing and
// verification: the catalogue's Schema classes, so Effect) must load on first use, not with the page.
import { createWalletport } from "../../runtime/entries/react.js"
import { serverSiwx } from "../../runtime/entries/siwx.js"
import { everyAdapter } from "./everyAdapter.js"
import { networks } from "./networks.js"
import { renderPage } from "./reactPage.js"

renderPage(createWalletport({ projectId: "bench", networks, adapters: everyAdapter, siwx: serverSiwx({ url: "https://example.com/auth/" }) }))
