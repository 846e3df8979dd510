import type { ReactNode } from "react"
import { useMessages } from "../i18n/I18nContext.js"

/** The host's `termsConditionsUrl` and `privacyPolicyUrl` (SPEC §1). */
export interface LegalLinks {
  readonly termsUrl?: string | undefined
  readonly privacyUrl?: string | undefined
}

// The options are decoded as http(s) URLs already; checked again because a `javascript:` href is a script.
const safe = (url: string | undefined): string | undefined => (url !== undefined && /^https?:\/\//i.test(url) ? url : undefined)

const Link = (props: { readonly href: string; readonly children: string }): ReactNode => (
  <a href={props.href} target="_blank" rel="noopener noreferrer">
    {props.children}
  </a>
)

/** "By connecting your wallet, you agree to our Terms of Service and Privacy Policy", with what the host gave. */
export const LegalFooter = (props: LegalLinks): ReactNode => {
  const terms = safe(props.termsUrl)
  const privacy = safe(props.privacyUrl)
  const t = useMessages().connect
  if (terms === undefined && privacy === undefined) return null
  return (
    <p className="legal" data-testid="legal">
      {t.legalBefore}{" "}
      {terms && <Link href={terms}>{t.terms}</Link>}
      {terms && privacy && ` ${t.and} `}
      {privacy && <Link href={privacy}>{t.privacy}</Link>}
      {t.legalAfter}
    </p>
  )
}
