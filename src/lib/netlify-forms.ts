/**
 * The Netlify Forms mode of the quote form (docs/behaviours.md#quote-form, docs/decisions.md):
 * Netlify accepts only a form found in the deploy's HTML, so the build writes a hidden static copy
 * of the React form (the "skeleton") to NETLIFY_FORMS_PATH, and the form posts there.
 */

/** The value of GATSBY_QUOTE_ENDPOINT that selects Netlify Forms. */
export const NETLIFY_FORMS_MODE = "netlify"

/** The form's name at Netlify: the skeleton's `name` and the `form-name` sent with each request. */
export const NETLIFY_FORM_NAME = "orcamento"

/** The static skeleton file, in public/, and the address the form posts to. */
export const NETLIFY_FORMS_PATH = "/__forms.html"

/** Who receives the submissions in this mode, as the privacy policy names it. */
export const NETLIFY_PROVIDER = "Netlify (Netlify, Inc., Estados Unidos)"

export function isNetlifyFormsMode(endpoint: string | undefined): boolean {
  return endpoint?.trim().toLowerCase() === NETLIFY_FORMS_MODE
}
