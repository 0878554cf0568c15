/**
 * The id of the global style element in every page's <head>. The build puts the component styles
 * right after it; on a page without them, Emotion inserts its styles after it.
 */
export const GLOBAL_STYLES_ID = "estilos-globais"

/**
 * The key of the components' styles: their class names and the `data-emotion` of their style
 * tags. It is not Emotion's default ("css"), so the default cache, which Emotion creates when it
 * loads, leaves the server-rendered styles alone.
 */
export const STYLE_KEY = "hs"

/**
 * The build's one tag of component styles (plugins/page-startup/emotion-styles.ts), and the
 * attribute that lists the names of the styles it holds.
 */
export const COMPONENT_STYLES_ID = "estilos-componentes"
export const STYLE_NAMES_ATTRIBUTE = "data-emotion-names"
