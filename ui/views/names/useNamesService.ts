/** The Names service for the names containers: undefined until its chunk has loaded and the service is built. */
import * as Effect from "effect/Effect"
import { NamesFeature, type NamesShape, type NamesState } from "../../../services/Names.js"
import { useLazyService } from "../../containers/useLazyService.js"

const loadNames = Effect.flatMap(NamesFeature, (feature) => feature.load)

export const useNamesService = (): readonly [NamesState, NamesShape] | undefined => useLazyService(loadNames)
