/** SPEC §7 wallet images: a URL under the explorer (an `<img src>` with projectId/st/sv), no request of ours. */
import { apiHosts, identifiedUrl } from "../../schemas/api/hosts.js"

export const walletImageUrlFor = (config: { readonly projectId: string; readonly explorerUrl?: string | undefined }) =>
(imageId: string): string => identifiedUrl(apiHosts(config).explorer, `/getWalletImage/${encodeURIComponent(imageId)}`, config.projectId)
