/** A content/site.json the content check accepts, for tests that break one thing at a time. */
export function validSite(): Record<string, unknown> {
  return {
    name: "HidroVale Engenharia",
    legalName: "HidroVale Engenharia Hidrossanitária Ltda.",
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
    dataOfficer: { name: "Mariana Couto Lima", email: "privacidade@hidrovale.example.com" },
  }
}
