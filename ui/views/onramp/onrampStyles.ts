/** The Onramp view's own rules (beside the send group's form rules), in its chunk. */
export const onrampCss = `.pair{display:flex;gap:8px}
.pair>.field{flex:1}
.search.currency{flex:none;width:auto}
select.search{appearance:auto;cursor:pointer}
.form>.seg{align-self:flex-start}`
