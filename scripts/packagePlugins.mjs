// The esbuild plugins that shape walletport's chunks as the package ships them: the shell hub
// (scripts/shellHub.mjs, which installs the core hub, scripts/coreHub.mjs) and the one-module instant-open preview (scripts/previewBundle.mjs). The package
// build, the bench and size check, and the demo all build with them, so that all of them build what a host gets.
import { previewBundlePlugin } from "./previewBundle.mjs"
import { shellHubPlugin } from "./shellHub.mjs"

/** `onBundle` sees each preview bundle made (the size check reads its metafile). */
export const packagePlugins = (root, onBundle) => [shellHubPlugin(root), previewBundlePlugin(root, onBundle)]
