import { Inner } from "../ui/section"
import { TextArticle } from "../ui/text-article"
import { mailtoHref, telHref } from "../../lib/contact-links"
import type { SiteFacts } from "../../hooks/use-site-facts"
import { DataSubjectRights } from "./data-subject-rights"

/** The date the text below last changed; update it with the text. */
export const POLICY_UPDATED = "24 de novembro de 2026"

interface PrivacyPolicyProps {
  facts: SiteFacts
  /** Who receives the quote form's submissions (from the build's configuration). */
  provider: string
}

/** The privacy policy (LGPD, Lei 13.709/2018) in plain Portuguese. */
export function PrivacyPolicy({ facts, provider }: PrivacyPolicyProps) {
  const { address, dataOfficer } = facts
  return (
    <TextArticle aria-labelledby="privacidade-titulo">
      <Inner>
        <h1 id="privacidade-titulo">Política de Privacidade</h1>
        <p>{`Última atualização: ${POLICY_UPDATED}.`}</p>
        <p>
          {`Esta página explica, em linguagem simples, como a ${facts.legalName} trata os dados pessoais de quem visita este site ou pede um orçamento, conforme a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).`}
        </p>

        <h2>Quem é o responsável pelos seus dados</h2>
        <p>
          {`O controlador dos dados é a ${facts.legalName} (${facts.name}), ${address.street}, ${address.district}, ${address.city} - ${address.state}, CEP ${address.postalCode}. Telefone `}
          <a href={telHref(facts.phone)}>{facts.phone}</a>
          {", e-mail "}
          <a href={mailtoHref(facts.email)}>{facts.email}</a>.
        </p>
        <p>
          {`O encarregado pelo tratamento de dados pessoais (art. 41 da LGPD) é ${dataOfficer.name}, pelo e-mail `}
          <a href={mailtoHref(dataOfficer.email)}>{dataOfficer.email}</a>.
        </p>

        <h2>Quais dados coletamos e para quê</h2>
        <p>
          Só coletamos os dados que você escreve no formulário “Solicite um Orçamento”: nome,
          e-mail, telefone, empresa (opcional), tipo de projeto e a descrição do projeto. Eles
          servem apenas para responder ao seu pedido, preparar a proposta e falar com você sobre
          ela. Não os usamos para publicidade e não os vendemos nem cedemos a terceiros.
        </p>
        <p>
          Se você preferir falar pelo WhatsApp ou por e-mail, a mensagem segue pelo serviço que você
          escolher, com as regras de privacidade desse serviço.
        </p>

        <h2>Cookies e rastreadores</h2>
        <p>
          Este site não grava cookies no seu navegador e não usa ferramentas de rastreamento,
          publicidade ou estatísticas de visitas. Não há conteúdo de outros sites embutido nas
          páginas: tudo é servido pelo próprio site, exceto o envio do formulário.
        </p>

        <h2>Base legal</h2>
        <p>
          Tratamos esses dados para atender ao seu pedido de orçamento, isto é, para procedimentos
          preliminares relacionados a um contrato, a pedido do próprio titular (art. 7º, inciso V,
          da LGPD).
        </p>

        <h2>Quem trata os dados em nosso nome</h2>
        <p>
          {`Os pedidos enviados pelo formulário são recebidos e guardados por ${provider}, que atua como operador: trata os dados só para nos entregar as mensagens, conforme nossas instruções. Esse serviço pode armazenar os dados fora do Brasil; nesse caso a transferência segue o art. 33 da LGPD. Além dele, apenas a nossa equipe tem acesso aos pedidos.`}
        </p>
        <p>
          {`O aviso sob o formulário diz que seus dados “não serão compartilhados”: não os passamos a ninguém para uso próprio. Mas, para chegarem até nós, eles são recebidos e guardados por ${provider}, como operador, nos termos acima; se esse serviço os armazena fora do Brasil, há transferência internacional de dados (art. 33 da LGPD).`}
        </p>

        <h2>Por quanto tempo guardamos</h2>
        <p>
          Se o pedido não resultar em contrato, apagamos os dados em até 12 meses depois do último
          contato. Se resultar, guardamos enquanto durar o contrato e pelos prazos que a lei exige
          (por exemplo, obrigações fiscais). Você pode pedir a eliminação antes disso.
        </p>

        <DataSubjectRights officerEmail={dataOfficer.email} />
      </Inner>
    </TextArticle>
  )
}
