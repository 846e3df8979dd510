// The README example's root layout in the Next host (a Server Component; docs/ssr.md's host has its own, app/(ssr)/).
import type { ReactNode } from "react"

export const metadata = { title: "walletport Next.js host" }

export default function RootLayout({ children }: { readonly children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
