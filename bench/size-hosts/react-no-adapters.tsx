// Size-check host (bench/size.ts): react-all-adapters.tsx with no adapter configured, on the same networks.
// The difference between the two initial chunks is what configuring the adapters costs up front: their
// descriptors only (the adapters load with import()).
import { createWalletport } from "../../runtime/entries/react.js"
import { networks } from "./networks.js"
import { renderPage } from "./reactPage.js"

renderPage(createWalletport({ projectId: "bench", networks, adapters: [] }))
