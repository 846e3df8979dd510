/**
 * Compile-time proof (checked by `npm run typecheck`) that the plain public types of schemas/public/ and the
 * Schemas that decode the same values agree, both ways: a field added, removed or retyped on either side fails
 * the typecheck, so the declarations hosts read cannot drift from what walletport decodes.
 */
import type * as Schema from "effect/Schema"
import type { AccountType as AccountTypeSchema } from "../../schemas/entities/AccountType.js"
import type { Connector as ConnectorSchema, ConnectorType as ConnectorTypeSchema } from "../../schemas/entities/Connector.js"
import type { CustomWallet as CustomWalletSchema } from "../../schemas/entities/CustomWallet.js"
import type { AppMetadata as AppMetadataSchema } from "../../schemas/entities/Metadata.js"
import type { Network as NetworkSchema } from "../../schemas/entities/Network.js"
import type { Session as SessionSchema, SessionConnector as SessionConnectorSchema } from "../../schemas/entities/Session.js"
import type { SolanaCommitment as SolanaCommitmentSchema } from "../../schemas/entities/SolanaCommitment.js"
import type { SocialLogin as SocialLoginSchema } from "../../schemas/entities/SocialProvider.js"
import type { ThemeVariables as ThemeVariablesSchema } from "../../schemas/entities/Theme.js"
import type { WalletportError as CatalogueError, WalletportErrorTag } from "../../schemas/errors/WalletportError.js"
import type { WalletportEvent as EventSchema } from "../../schemas/events.js"
import type { ConnectMethod as ConnectMethodSchema, Features as FeaturesSchema, WalletportOptions } from "../../schemas/options.js"
import type { CaipAddress as CaipAddressSchema, CaipNetworkId as CaipNetworkIdSchema } from "../../schemas/validators/caip.js"
import type { PLAIN_VIEWS, Route } from "../../schemas/views.js"
import type * as Ids from "../../schemas/public/ids.js"
import type * as Errors from "../../schemas/public/errors.js"
import type * as Events from "../../schemas/public/events.js"
import type * as Net from "../../schemas/public/network.js"
import type * as Options from "../../schemas/public/options.js"
import type * as Sessions from "../../schemas/public/session.js"
import type * as Solana from "../../schemas/public/solana.js"
import type * as Views from "../../schemas/public/views.js"

/** True when A and B are the same type (each assignable to the other, and neither `any`). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

// `Agree<Same<…>>` compiles only when the argument is `true`.
type Agree<T extends true> = T

export type PublicTypesAgree = [
  Agree<Same<Ids.CaipNetworkId, Schema.Schema.Type<typeof CaipNetworkIdSchema>>>,
  Agree<Same<Ids.CaipAddress, Schema.Schema.Type<typeof CaipAddressSchema>>>,
  Agree<Same<Net.Network, Schema.Schema.Type<typeof NetworkSchema>>>,
  Agree<Same<Sessions.Session, Schema.Schema.Type<typeof SessionSchema>>>,
  Agree<Same<Sessions.SessionConnector, Schema.Schema.Type<typeof SessionConnectorSchema>>>,
  Agree<Same<Sessions.ConnectorType, Schema.Schema.Type<typeof ConnectorTypeSchema>>>,
  Agree<Same<Sessions.AccountType, Schema.Schema.Type<typeof AccountTypeSchema>>>,
  Agree<Same<Pick<Schema.Schema.Type<typeof ConnectorSchema>, "id" | "type" | "name" | "icon">, Sessions.SessionConnector>>,
  Agree<Same<Solana.SolanaCommitment, Schema.Schema.Type<typeof SolanaCommitmentSchema>>>,
  Agree<Same<Views.View, Route["view"]>>,
  Agree<Same<Views.PlainView, (typeof PLAIN_VIEWS)[number]>>,
  Agree<Same<Events.WalletportEvent, WithPublicErrors<Schema.Schema.Type<typeof EventSchema>>>>,
  // Every catalogue class is a WalletportError as hosts see it, and the tags are the same set.
  Agree<[CatalogueError] extends [Errors.WalletportError] ? true : false>,
  Agree<Same<Errors.WalletportErrorTag, CatalogueError["_tag"]>>,
  Agree<Same<Errors.WalletportErrorTag, WalletportErrorTag>>,
  // The options: the whole input, and each part a host may name on its own.
  Agree<Same<Options.WalletportOptionsInput, WithTemplateIds<Schema.Schema.Encoded<typeof WalletportOptions>>>>,
  Agree<Same<Options.FeaturesInput, Schema.Schema.Encoded<typeof FeaturesSchema>>>,
  Agree<Same<Options.AppMetadata, Schema.Schema.Encoded<typeof AppMetadataSchema>>>,
  Agree<Same<Options.CustomWallet, Schema.Schema.Encoded<typeof CustomWalletSchema>>>,
  Agree<Same<Options.ThemeVariables, Schema.Schema.Encoded<typeof ThemeVariablesSchema>>>,
  Agree<Same<Options.SocialLogin, Schema.Schema.Type<typeof SocialLoginSchema>>>,
  Agree<Same<Options.ConnectMethod, Schema.Schema.Type<typeof ConnectMethodSchema>>>
]

/**
 * The options Schema reads a network's `caipNetworkId` as any string and checks it at run time; the plain type
 * asks for the CAIP-2 template literal up front. Everything else must match exactly.
 */
type WithTemplateIds<T> = T extends (...args: never) => unknown
  ? T
  : T extends object
    ? { [K in keyof T]: K extends "caipNetworkId" ? Ids.CaipNetworkId : WithTemplateIds<T[K]> }
    : T

/** Events carry the catalogue error itself; hosts see it as the plain WalletportError. */
type WithPublicErrors<E> = E extends { readonly error: CatalogueError } ? Omit<E, "error"> & { readonly error: Errors.WalletportError } : E
