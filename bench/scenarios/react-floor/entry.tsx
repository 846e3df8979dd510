// Floor: React 19 + react-dom rendering one button. No wallet code at all; nothing any
// connect-modal library can go below for a React host page.
import { createRoot } from "react-dom/client"

const root = document.getElementById("root")
if (root === null) throw new Error("bench page: #root is missing")
createRoot(root).render(
  <button type="button" data-testid="floor-button">
    Connect Wallet
  </button>
)
