// Where the local data server serves its block explorer's pages (txPage.ts); the demo names it as anvil's explorer.

/** A network's `blockExplorers.default.url` is the data server's URL plus this; a transaction is at `/tx/<hash>` under it. */
export const LOCAL_EXPLORER_PATH = "/dev/explorer"
