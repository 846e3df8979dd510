// The smoke host's vitest config: React's automatic JSX runtime, as in the host's tsconfigs.
import { defineConfig } from "vitest/config"

export default defineConfig({ esbuild: { jsx: "automatic" } })
