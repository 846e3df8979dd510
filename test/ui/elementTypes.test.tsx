// <walletport-button> in the host's types: the tag map (walletport/element, no React) and React's JSX
// (walletport/react). Checked by the typecheck; the assertions run too.
import { describe, expect, expectTypeOf, it } from "vitest"
import type { WalletportButtonElement } from "../../runtime/entries/element.js"
import type { WalletportButtonProps } from "../../runtime/entries/react.js"

describe("<walletport-button> types", () => {
  it("is in HTMLElementTagNameMap: createElement and querySelector give the element type", () => {
    expectTypeOf<HTMLElementTagNameMap["walletport-button"]>().toEqualTypeOf<WalletportButtonElement>()
    const query = () => document.querySelector("walletport-button")
    expectTypeOf(query).returns.toEqualTypeOf<WalletportButtonElement | null>()
    const create = () => document.createElement("walletport-button")
    expectTypeOf(create).returns.toEqualTypeOf<WalletportButtonElement>()
  })

  it("is in React's JSX with its attributes typed", () => {
    const element = <walletport-button label="Sign in" size="lg" show-balance="false" />
    expect(element.type).toBe("walletport-button")
    expect(element.props).toEqual({ label: "Sign in", size: "lg", "show-balance": "false" })
    expectTypeOf<WalletportButtonProps["size"]>().toEqualTypeOf<"sm" | "md" | "lg" | undefined>()
    // @ts-expect-error: not a size
    void (<walletport-button size="xl" />)
  })
})
