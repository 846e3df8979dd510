import { cleanup, render } from "@testing-library/react"
import type { ReactElement } from "react"
import { afterEach } from "vitest"
import { type ShadowMount, mountShadowRoot } from "../../ui/shell/mountShadowRoot.js"
import { modalCss } from "../../ui/styles.js"

const mounts: ShadowMount[] = []

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  for (const m of mounts.splice(0)) m.dispose()
})

/** Renders into a shadow root exactly as production mounts the modal; queries are scoped to it. */
export const renderInShadow = (ui: ReactElement) => {
  const mount = mountShadowRoot({ css: modalCss })
  mounts.push(mount)
  return { ...render(ui, { container: mount.container }), mount }
}
