import styled from "@emotion/styled"
import { useEffect, useState, type ComponentType } from "react"
import type { RecordCheckProps } from "./record-check"

/**
 * "Atende ao edital?" on /acervo/: the heading and a notice; the check (record-check.tsx) is
 * imported once the page runs, so its code loads after the page is drawn. Without JavaScript the
 * notice stays.
 */
export function RecordCheckSlot(props: RecordCheckProps & { answered: boolean }) {
  const [Check, setCheck] = useState<ComponentType<RecordCheckProps> | null>(null)
  useEffect(() => {
    let live = true
    void import(/* webpackChunkName: "record-check" */ "./record-check").then((module) => {
      if (live) setCheck(() => module.RecordCheck)
    })
    return () => {
      live = false
    }
  }, [])
  return (
    <Section aria-labelledby="edital-titulo" data-print={props.answered ? undefined : "hide"}>
      <h2 id="edital-titulo">Atende ao edital?</h2>
      {Check ? (
        <Check context={props.context} onSearch={props.onSearch} />
      ) : (
        <p>
          A verificação das quantidades mínimas de um edital precisa de JavaScript. Sem ele, as
          somas e os projetos abaixo valem como estão.
        </p>
      )}
    </Section>
  )
}

const Section = styled.section`
  margin: ${({ theme }) => `${theme.space.lg} 0`};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  > h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  @media print {
    margin: 8pt 0 0;
    padding: 0;
    border: 0;
    background: none;
    > h2 {
      font-size: 13pt;
    }
  }
`
