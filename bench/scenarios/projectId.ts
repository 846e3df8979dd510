// The projectId of every walletport bench page: it scopes the keys the core stores (the returning
// visitor's localStorage preset is written under it, bench/returningVisitor.ts).
export const BENCH_PROJECT_ID = "bench"
