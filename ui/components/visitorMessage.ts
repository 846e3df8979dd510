/**
 * What a visitor reads when a wallet request fails. The SPEC §8 catalogue message ("User rejected the
 * request.") is the host's: it stays on the error the API, the events and `debug` report. The modal speaks to
 * the person at the wallet, in their words, for the answers a visitor causes or can act on; any other error
 * shows its catalogue message.
 */

import { en, type Messages } from "../i18n/en.js"

/** A catalogue error as the UI holds it: its tag and message. */
export interface ShownError {
  readonly _tag: string
  readonly message: string
}

/** The catalogue tags a visitor gets their own words for (their text is in the table, ui/i18n/en.ts `errors`). */
type VisitorTag = keyof Messages["errors"]

const isVisitorTag = (tag: string): tag is VisitorTag => Object.hasOwn(en.errors, tag)

/** What the visitor reads about `error`, in `messages`' language; other errors show their catalogue message. */
export const visitorMessage = (error: ShownError, messages: Messages = en): string =>
  isVisitorTag(error._tag) ? messages.errors[error._tag] : error.message
