// The Next host's root layout (a Server Component): the README example renders inside it.
import type { ReactNode } from "react"

export const metadata = { title: "walletport Next.js host" }

export default function RootLayout({ children }: { readonly children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
