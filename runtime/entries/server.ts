/**
 * `walletport/server` (ARCHITECTURE §10): the self-hostable wallet server for the embedded wallet, for Node ≥ 20.
 * `createWalletServer(options)` returns a Fetch-API handler a host mounts (or serves with `listen`); `bundledFrameDir`
 * is the frame app built into this package, the usual `frameDir`. Its database and mail packages are optional peers
 * (`@electric-sql/pglite` or `pg`, `jose`, `nodemailer`): install them where the server runs.
 */
import { fileURLToPath } from "node:url"

export { createWalletServer, listen, smtpMail } from "../../server/index.js"
export type {
  DatabaseOption,
  MailMessage,
  MailTransport,
  ProjectConfig,
  RequestInfo,
  WalletServer,
  WalletServerOptions
} from "../../server/index.js"

/** The frame app shipped in this package (dist/frame next to dist/server.js): pass it as `frameDir`. */
export const bundledFrameDir: string = fileURLToPath(new URL("./frame", import.meta.url))
