import { mailtoHref } from "../../lib/contact-links"

/** The data subject's rights (LGPD art. 18) and how to exercise them. */
const RIGHTS = [
  "confirmar se tratamos dados seus;",
  "acessar os dados;",
  "corrigir dados incompletos, inexatos ou desatualizados;",
  "pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desacordo com a lei;",
  "pedir a portabilidade dos dados a outro fornecedor;",
  "pedir a eliminação dos dados tratados com o seu consentimento;",
  "saber com quem compartilhamos os dados;",
  "saber que pode não dar consentimento, e o que acontece se não der;",
  "revogar o consentimento.",
] as const

export function DataSubjectRights({ officerEmail }: { officerEmail: string }) {
  return (
    <>
      <h2>Seus direitos</h2>
      <p>Pelo art. 18 da LGPD, você pode, a qualquer momento e sem custo:</p>
      <ul>
        {RIGHTS.map((right) => (
          <li key={right}>{right}</li>
        ))}
      </ul>
      <h2>Como exercer seus direitos</h2>
      <p>
        Escreva para o encarregado em{" "}
        <a href={mailtoHref(officerEmail, { subject: "Direitos do titular (LGPD)" })}>
          {officerEmail}
        </a>{" "}
        dizendo o que deseja. Podemos pedir uma confirmação de identidade antes de atender. O pedido
        de acesso completo é respondido em até 15 dias (art. 19 da LGPD). Se não ficar satisfeito
        com a resposta, você pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).
      </p>
    </>
  )
}
