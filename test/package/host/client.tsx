// The host's browser entry: hydrates the server-rendered README example.
import { hydrateRoot } from "react-dom/client"
import { App } from "./App.js"

const root = document.getElementById("root")
if (root !== null) hydrateRoot(root, <App />)
