/** The content editor's address (plugins/content-editor writes it into public/admin/). */
export const ADMIN_PATH = "/admin/"
