import type { SearchableProject } from "../../src/lib/project-search"

/**
 * A project as a grown portfolio may hold one: varied cities, clients and titles over the
 * states, categories and scopes the site knows. The search test and the
 * size figure in docs/performance.md use it.
 */
export function syntheticProject(n: number): SearchableProject {
  const cities = [
    "Belo Horizonte - MG",
    "Contagem - MG",
    "Juiz de Fora - MG",
    "Uberlândia - MG",
    "São José dos Campos - SP",
    "Campinas - SP",
    "Ribeirão Preto - SP",
    "Joinville - SC",
    "Blumenau - SC",
    "Feira de Santana - BA",
    "Vitória da Conquista - BA",
    "Maceió - AL",
    "Petrópolis - RJ",
    "Niterói - RJ",
    "Goiânia - GO",
    "Anápolis - GO",
    "Londrina - PR",
    "Cascavel - PR",
    "Caxias do Sul - RS",
    "Pelotas - RS",
  ]
  const works = [
    "Sistema de Abastecimento de Água",
    "Sistema de Esgotamento Sanitário",
    "Drenagem Urbana",
    "Loteamento Residencial",
    "Projeto Hidrossanitário",
    "Irrigação por Gotejamento",
    "Estação de Tratamento de Esgoto",
    "Adutora de Água Tratada",
  ]
  const scopes = ["Projeto executivo", "Projeto básico", "Estudo de concepção"]
  const categories = ["Abastecimento de Água", "Esgoto", "Drenagem", "Loteamento"]
  const city = cities[(n * 7) % cities.length]
  const name = city.split(" - ")[0]
  return {
    id: n,
    title: `${works[n % works.length]} ${n % 3 ? "de" : "do Bairro"} ${name} ${n}`,
    location: city,
    year: String(2005 + (n % 20)),
    categories: [categories[n % categories.length]],
    contratante: n % 2 ? `Prefeitura Municipal de ${name}` : `Empreendimentos ${name} ${n} Ltda.`,
    escopo: scopes[n % scopes.length],
  }
}
