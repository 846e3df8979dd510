/** Account names (SPEC §4 name registration, §7 profile endpoints): the zone names are registered under. */

/** The provider domain a typed label is registered under (SPEC §7 "the name suggestion zone"). */
export const ACCOUNT_NAME_ZONE = "walletport.id"

/** The full name of a typed label: lower-cased (lookups are case-insensitive) and under the zone. */
export const fullAccountName = (label: string): string => `${label.trim().toLowerCase()}.${ACCOUNT_NAME_ZONE}`

/** The label of a full name (the part before the zone). */
export const accountNameLabel = (name: string): string => name.split(".")[0] ?? name
