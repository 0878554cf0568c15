import { useEffect, useState } from "react"
import { ProjectArticle } from "../../../src/components/projects/project-article"
import type { Engineer } from "../../../src/lib/project"
import { engineers, projectDetail } from "./entry-data"
import { entryData, entryFiles, type DecapPreviewProps } from "./decap"

/** A project in the editor as its page shows it, with the site's own article. */
export function ProjectPreview(props: DecapPreviewProps) {
  const team = useTeam(props.getCollection)
  const project = projectDetail(entryData(props), entryFiles(props), team, (name) =>
    props.getAsset(name).toString(),
  )
  return (
    <ProjectArticle
      project={project}
      previous={null}
      next={null}
      siteUrl={window.location.origin}
    />
  )
}

/** The team, from the editor's "Equipe" collection, to name the project's engineers. */
function useTeam(getCollection: DecapPreviewProps["getCollection"]): Engineer[] {
  const [team, setTeam] = useState<Engineer[]>([])
  useEffect(() => {
    let current = true
    getCollection("equipe")
      .then((entries) => {
        const data = entries.map(
          (entry) => (entry.toJS() as { data: Record<string, unknown> }).data,
        )
        if (current) setTeam(engineers(data))
      })
      // Without the team the preview names each engineer by identifier.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [getCollection])
  return team
}
