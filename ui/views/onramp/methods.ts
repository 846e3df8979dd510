/** SPEC §9's payment methods as the Onramp view offers them. */
import type { OnrampPaymentMethod } from "../../../schemas/constants.js"

export const PAYMENT_METHOD_CHOICES: ReadonlyArray<{ readonly value: OnrampPaymentMethod; readonly label: string }> = [
  { value: "card", label: "Card" },
  { value: "ach_bank_account", label: "Bank (ACH)" }
]
