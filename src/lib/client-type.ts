/**
 * The kind of client a project was for, as a bid commission sorts a record: derived from the
 * contracting party's name as the contract writes it (project.json's "contratante").
 */
export const CLIENT_TYPES = {
  prefeitura: "Prefeituras",
  autarquia: "Autarquias e SAAEs",
  "companhia-estadual": "Companhias estaduais",
  "orgao-publico": "Outros órgãos públicos",
  privado: "Clientes privados",
} as const

export type ClientType = keyof typeof CLIENT_TYPES

const STATE_COMPANIES =
  /\b(companhia estadual|copasa|sabesp|sanepar|casan|cedae|cesan|embasa|compesa|cagece|caern|cagepa|casal|deso|agespisa|caema|cosanpa|caer|caesa|saneago|sanesul|caesb|corsan|saneatins|cosama|caerd|depasa)\b/
const AUTARQUIAS =
  /\b(saae|saaes|semae|dae|daae|daee|dmae|servico autonomo|autarquia|empresa municipal|departamento municipal|consorcio)\b/
const CITY_HALLS = /\b(prefeitura|municipio de|camara municipal)\b/
const PUBLIC_BODIES =
  /\b(secretaria|governo|ministerio|universidade federal|universidade estadual|instituto federal|tribunal|departamento estadual|departamento nacional)\b/

/**
 * "Prefeitura Municipal de Lagoa Santa" → "prefeitura"; "SAAE de Itabira", "Empresa Municipal
 * de Águas" → "autarquia"; "Companhia Estadual de Saneamento…", "COPASA" → "companhia-estadual";
 * secretariats, universities and other public bodies → "orgao-publico"; anything else (firms,
 * cooperatives) → "privado".
 */
export function clientType(contratante: string): ClientType {
  const name = contratante
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
  if (STATE_COMPANIES.test(name)) return "companhia-estadual"
  if (AUTARQUIAS.test(name)) return "autarquia"
  if (CITY_HALLS.test(name)) return "prefeitura"
  if (PUBLIC_BODIES.test(name)) return "orgao-publico"
  return "privado"
}
