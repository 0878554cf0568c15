/** The project dialog's chunk (with the photo viewer and the carousel), fetched on first intent. */
export const loadProjectDialog = () => import("./project-dialog")
