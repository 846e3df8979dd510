// The Next host's config: a production build as a host runs it. Lint and the type check are skipped here
// only because check.mjs typechecks the same files with tsc (the host's generated tsconfig too).
export default {
  eslint: { ignoreDuringBuilds: true },
  typescript: { ignoreBuildErrors: true }
}
