// The host's server: renders the README example in plain Node (no window, document or localStorage).
import { renderToString } from "react-dom/server"
import { App } from "./App.js"

console.log(renderToString(<App />))
