import { Link } from "gatsby"
import { Fragment } from "react"

export interface ProjectLink {
  title: string
  path: string
}

interface PhotoDescriptionsProps {
  /** Projects whose every photo has a caption the firm wrote. */
  captioned: readonly ProjectLink[]
  /** Projects with a photo without one. */
  uncaptioned: readonly ProjectLink[]
}

/** The statement's limitation about photos, said of the projects not wholly captioned. */
export function PhotoDescriptions({ captioned, uncaptioned }: PhotoDescriptionsProps) {
  if (!uncaptioned.length) return null
  const ask = " Se precisar de uma descrição, peça pelos canais abaixo."
  if (!captioned.length) {
    return (
      <li>
        As fotos dos projetos, na página de cada projeto e no carrossel da janela do projeto, são
        identificadas pelo nome do projeto e pela posição (“imagem 2 de 5”), sem uma descrição do
        que cada foto mostra.{ask}
      </li>
    )
  }
  return (
    <li>
      Nos projetos a seguir, alguma foto ainda não tem legenda e é identificada pelo nome do projeto
      e pela posição (“imagem 2 de 5”), sem uma descrição do que mostra:{" "}
      {uncaptioned.map((project, index) => (
        <Fragment key={project.path}>
          {index > 0 && "; "}
          <Link to={project.path}>{project.title}</Link>
        </Fragment>
      ))}
      .{ask}
    </li>
  )
}
