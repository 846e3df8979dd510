/** SPEC §2 search, where it runs in the page: the trimmed query, case-insensitive, anywhere in the name. */

/** The rows whose name holds the query; an empty query keeps all (the same array). */
export const searchWallets = <W extends { readonly name: string }>(rows: ReadonlyArray<W>, query: string): ReadonlyArray<W> => {
  const needle = query.trim().toLowerCase()
  return needle === "" ? rows : rows.filter((row) => row.name.toLowerCase().includes(needle))
}
