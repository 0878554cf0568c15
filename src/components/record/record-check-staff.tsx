import { Link } from "gatsby"
import { memberPath } from "../../lib/navigation"
import { formatQuantity } from "../../lib/project-record"
import type { Holder, ProfessionalAnswer } from "../../lib/professional-check"
import type { StaffRecord } from "../../lib/record-totals"

/** A técnico-profissional requirement answered: each engineer who meets it, with the CATs. */
export function StaffAnswerItem({
  answer,
  staff,
}: {
  answer: ProfessionalAnswer
  staff: StaffRecord
}) {
  const { requirement, spec, holders, closest } = answer
  const amount = (value: number) => (spec ? formatQuantity(spec, value) : String(value))
  const limit =
    requirement.minimum === null
      ? ""
      : requirement.limit === 1
        ? ", uma única CAT"
        : Number.isFinite(requirement.limit)
          ? `, até ${requirement.limit} CATs somadas`
          : ", CATs somadas"
  const asked = spec
    ? ` · ${spec.label}${requirement.minimum === null ? "" : ` ≥ ${amount(requirement.minimum)}`}`
    : ""
  const what = spec
    ? `${spec.label.toLowerCase()} em ${requirement.category}`
    : requirement.category
  return (
    <li data-atende={holders.length ? "sim" : "não"} data-lado="profissional">
      <strong>{`Profissional · ${requirement.category}${asked}${limit}`}</strong>
      <p>
        {holders.length
          ? `Atende: ${holders.length === 1 ? "1 engenheiro" : `${holders.length} engenheiros`}, cada um com a(s) CAT(s) a anexar.`
          : closest
            ? `Nenhum engenheiro atende. O mais próximo, ${staff.engineers[closest.engineer][1]}, tem ${amount(closest.total ?? 0)} em ${closest.cats.length === 1 ? "1 CAT" : `${closest.cats.length} CATs`}: faltam ${amount(closest.missing)}.`
            : `Nenhum engenheiro tem CAT de ${what} neste filtro: falta um profissional com esse acervo.`}
      </p>
      {holders.length > 0 && (
        <ul>
          {holders.map((holder) => (
            <HolderItem key={holder.engineer} holder={holder} staff={staff} amount={amount} />
          ))}
        </ul>
      )}
    </li>
  )
}

function HolderItem({
  holder,
  staff,
  amount,
}: {
  holder: Holder
  staff: StaffRecord
  amount: (value: number) => string
}) {
  const [id, name] = staff.engineers[holder.engineer]
  return (
    <li data-engenheiro={id}>
      <a href={memberPath(id)}>{name}</a>
      {holder.total === null ? "" : `: ${amount(holder.total)}`}
      {holder.cats.map((index, position) => {
        const [numero, crea, , path, project] = staff.cats[index]
        return (
          <span key={index} data-cat={numero}>
            {`${position === 0 ? " — " : "; "}CAT nº ${numero} (${crea}), `}
            <Link to={path}>{project}</Link>
          </span>
        )
      })}
    </li>
  )
}
