// The Next host's page (a Server Component) rendering the README example from its "use client" file.
import { App } from "./providers"

export default function Page() {
  return <App />
}
