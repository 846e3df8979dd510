import { type Route, walletTitle } from "../../schemas/views.js"
import type { Messages } from "./en.js"

/** SPEC §2: the header title of a route in the visitor's language (a connecting view shows the wallet's name). */
export const routeTitle = (route: Route, messages: Messages): string => walletTitle(route) ?? messages.titles[route.view]
