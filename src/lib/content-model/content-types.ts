/** Every content type's table, in the order of docs/content-model.md and the GraphQL schema. */
import type { ContentType } from "./field"
import { CATEGORIES_TYPE } from "./categories"
import { FIRM_TYPE } from "./firm"
import { IDENTITY_TYPE } from "./identity"
import { PRIVACY_TYPE } from "./privacy"
import { PROJECT_TYPE } from "./project"
import { QUOTE_FORM_TYPE } from "./quote-form"
import { SERVICE_TYPE } from "./service"
import { TEAM_TYPE } from "./team"
import { TEXTS_TYPE } from "./texts"

export const CONTENT_TYPES: readonly ContentType[] = [
  PROJECT_TYPE,
  FIRM_TYPE,
  IDENTITY_TYPE,
  TEAM_TYPE,
  TEXTS_TYPE,
  SERVICE_TYPE,
  QUOTE_FORM_TYPE,
  CATEGORIES_TYPE,
  PRIVACY_TYPE,
]
