import styled from "@emotion/styled"
import { LIMIT_CHOICES, specOf } from "../../lib/record-check"
import { formControl } from "../../styles/mixins"

/**
 * A requirement as typed: the minimum stays text until the check reads it. `side` is whose
 * proof it asks: the firm's atestados (técnico-operacional) or a professional's CATs.
 */
export interface Draft {
  id: number
  side: "empresa" | "profissional"
  category: string
  key: string
  minimum: string
  /** "1" … "5", or "Infinity" for any number of atestados. */
  limit: string
}

export function emptyDraft(id: number, lines: readonly [string, readonly string[]][]): Draft {
  const [category, keys] = lines[0] ?? ["", []]
  return { id, side: "empresa", category, key: keys[0] ?? "", minimum: "", limit: "Infinity" }
}

const SIDES: readonly (readonly [Draft["side"], string])[] = [
  ["empresa", "Da empresa"],
  ["profissional", "De um profissional"],
]

/** A professional requirement may ask for the service line alone. */
const ANY_QUANTITY = "Qualquer (só a linha de serviço)"

const LIMIT_LABELS: Record<string, string> = {
  Infinity: "Somados, sem limite",
  "1": "Um único atestado",
}

/** A professional's proof is their CATs: the same limits, in their words. */
const CAT_LIMIT_LABELS: Record<string, string> = {
  Infinity: "Somadas, sem limite",
  "1": "Uma única CAT",
}

interface FieldsProps {
  draft: Draft
  position: number
  lines: readonly [string, readonly string[]][]
  error: string | undefined
  onChange: (draft: Draft) => void
  onRemove?: () => void
}

/** One requirement: service line, quantity, minimum in its unit, and how many may be added. */
export function RecordCheckFields({
  draft,
  position,
  lines,
  error,
  onChange,
  onRemove,
}: FieldsProps) {
  const id = `exigencia-${draft.id}`
  const keys = lines.find(([category]) => category === draft.category)?.[1] ?? []
  const spec = specOf(draft.key)
  const professional = draft.side === "profissional"
  const quantities = keys.map((key): [string, string] => [
    key,
    `${specOf(key)?.label} (${specOf(key)?.unit})`,
  ])
  return (
    <Fieldset>
      <legend>{`Exigência ${position}`}</legend>
      <SelectField
        id={`${id}-comprovacao`}
        label="Comprovação"
        value={draft.side}
        options={SIDES}
        onChange={(side) =>
          onChange({
            ...draft,
            side: side as Draft["side"],
            key: side === "empresa" && !draft.key ? (keys[0] ?? "") : draft.key,
          })
        }
      />
      <SelectField
        id={`${id}-linha`}
        label="Linha de serviço"
        value={draft.category}
        options={lines.map(([category]) => [category, category])}
        onChange={(category) => {
          const first = lines.find(([name]) => name === category)?.[1][0] ?? ""
          onChange({ ...draft, category, key: professional ? "" : first })
        }}
      />
      <SelectField
        id={`${id}-quantidade`}
        label="Quantidade"
        value={draft.key}
        options={professional ? [["", ANY_QUANTITY], ...quantities] : quantities}
        onChange={(key) => onChange({ ...draft, key })}
      />
      <Field>
        <label htmlFor={`${id}-minimo`}>
          {`Mínimo exigido${spec ? ` (${spec.unit})` : ""}${professional ? ", opcional" : ""}`}
        </label>
        <input
          id={`${id}-minimo`}
          inputMode="decimal"
          autoComplete="off"
          value={draft.minimum}
          disabled={professional && !spec}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erro` : undefined}
          onChange={(event) => onChange({ ...draft, minimum: event.target.value })}
        />
        {error && <Error id={`${id}-erro`}>{error}</Error>}
      </Field>
      <SelectField
        id={`${id}-atestados`}
        label={professional ? "CATs" : "Atestados"}
        value={draft.limit}
        options={LIMIT_CHOICES.map((limit) => [
          String(limit),
          professional
            ? (CAT_LIMIT_LABELS[String(limit)] ?? `Até ${limit} somadas`)
            : (LIMIT_LABELS[String(limit)] ?? `Até ${limit} somados`),
        ])}
        onChange={(limit) => onChange({ ...draft, limit })}
      />
      {onRemove && (
        <Remove type="button" onClick={onRemove}>
          {`Remover exigência ${position}`}
        </Remove>
      )}
    </Fieldset>
  )
}

interface SelectFieldProps {
  id: string
  label: string
  value: string
  /** Each option's value and text. */
  options: readonly (readonly [string, string])[]
  onChange: (value: string) => void
}

function SelectField({ id, label, value, options, onChange }: SelectFieldProps) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  )
}

const Fieldset = styled.fieldset`
  /* A fieldset is as wide as its widest option by default: let the selects shrink instead. */
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: 1.2fr 1fr 1.6fr 1fr 1fr;
    align-items: start;
  }
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }
  label {
    font-weight: 700;
  }
  select,
  input {
    ${({ theme }) => formControl(theme)}
    width: 100%;
  }
  input[aria-invalid] {
    border-color: ${({ theme }) => theme.colors.error};
  }
`

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 700;
`

const Remove = styled.button`
  grid-column: 1 / -1;
  justify-self: start;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primaryDark};
  text-decoration: underline;
  cursor: pointer;
  font: inherit;
`
