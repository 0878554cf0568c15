import styled from "@emotion/styled"
import { MemberCard, MemberList } from "../../../src/components/team/member-card"
import { previewImage, teamMember } from "./entry-data"
import { Frame } from "./frame"
import { entryData, type DecapPreviewProps } from "./decap"

/** A member of the team as their card on /equipe/ shows them, with the site's own card. */
export function TeamPreview(props: DecapPreviewProps) {
  const data = entryData(props)
  const photo = typeof data.photo === "string" && data.photo.trim() !== "" ? data.photo : null
  return (
    <Page>
      <h2 id="engenheiros">Engenheiros responsáveis</h2>
      <MemberList aria-labelledby="engenheiros">
        <MemberCard
          member={teamMember(data)}
          image={photo ? previewImage(props.getAsset(photo).toString()) : null}
        />
      </MemberList>
    </Page>
  )
}

const Page = styled(Frame)`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`
