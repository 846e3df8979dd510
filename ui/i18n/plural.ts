/** Plural forms with Intl.PluralRules: each table names the forms its language has ("other" always). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string }

/** `forms` for `count` in `locale`; `#` in a form is the count, written in that locale. */
export const plural = (locale: string) => {
  const rules = new Intl.PluralRules(locale)
  const numbers = new Intl.NumberFormat(locale)
  return (count: number, forms: PluralForms): string =>
    (forms[rules.select(count)] ?? forms.other).replaceAll("#", numbers.format(count))
}
