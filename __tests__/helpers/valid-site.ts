/** A content/site.json the content check accepts, for tests that break one thing at a time. */
export function validSite(): Record<string, unknown> {
  return {
    name: "HidroVale Engenharia",
    legalName: "HidroVale Engenharia Hidrossanitária Ltda.",
    cnpj: "11.222.333/0001-81",
    crea: "CREA-MG 123456",
    tagline: "Projetos de engenharia hidráulica e sanitária.",
    description: "Consultoria em engenharia sanitária.",
    foundingYear: 2011,
    experienceYears: 40,
    phone: "(31) 3555-0140",
    whatsapp: "(31) 99555-0140",
    email: "contato@hidrovale.example.com",
    address: {
      street: "Av. do Contorno, 4520, sala 801",
      district: "Funcionários",
      city: "Belo Horizonte",
      state: "MG",
      postalCode: "30110-028",
    },
    social: [{ network: "Instagram", url: "https://www.instagram.com/hidrovale" }],
    hours: [
      { label: "Segunda a Sexta", days: ["Monday", "Friday"], opens: "08:00", closes: "18:00" },
    ],
    emergencies: "Emergências: atendimento 24 horas",
    figures: [{ value: "500+", label: "Projetos realizados" }],
    accessibilityReviewed: "2025-09-30",
  }
}

/** A content/team/<id>.json the content check accepts. */
export function validMember(id = "ana-ribeiro"): Record<string, unknown> {
  return {
    id,
    name: "Ana Paula Ribeiro",
    title: "Engenheira civil e sanitarista",
    crea: "CREA-MG 104527/D",
    specialties: ["Redes de esgoto"],
    bio: "Coordena projetos de saneamento desde 1998.",
  }
}

/** A content/services/<nome>.json the content check accepts. */
export function validService(): Record<string, unknown> {
  return {
    title: "Projeto de Esgoto",
    icon: "waves",
    items: ["Rede coletora", "Estações elevatórias"],
    order: 1,
  }
}

/** A content/quote-form.json the content check accepts. */
export function validQuoteForm(): Record<string, unknown> {
  return { projectTypes: ["Projeto de Esgoto", "Drenagem", "Outro"] }
}
