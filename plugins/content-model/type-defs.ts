/** Content types are declared, never inferred: a missing required field fails the build. */
export const typeDefs = `
  type Project implements Node @dontInfer {
    projectId: Int! @proxy(from: "jsonId")
    title: String!
    description: String!
    location: String!
    year: String!
    categories: [String!]!
    stats: ProjectStats
    "File names of the gallery in order, when project.json lists them (see cover for the rest)."
    pictures: [String!]
    slug: String
    fields: ProjectFields!
  }

  type ProjectFields @dontInfer {
    slug: String!
    state: String!
  }

  type ProjectStats @dontInfer {
    populacao: String
    area: String
    vazao: String
    vazaoRe: String
  }

  type SiteFacts implements Node @dontInfer {
    name: String!
    legalName: String!
    tagline: String!
    description: String!
    foundingYear: Int!
    experienceYears: Int!
    phone: String!
    whatsapp: String!
    email: String!
    address: SiteAddress!
    social: [SocialLink!]!
    hours: [OpeningHours!]!
    emergencies: String!
    figures: [CompanyFigure!]!
    dataOfficer: DataOfficer!
  }

  type DataOfficer @dontInfer {
    name: String!
    email: String!
  }

  type SiteAddress @dontInfer {
    street: String!
    district: String!
    city: String!
    state: String!
    postalCode: String!
  }

  type SocialLink @dontInfer {
    network: String!
    url: String!
  }

  type OpeningHours @dontInfer {
    label: String!
    days: [String!]!
    opens: String!
    closes: String!
  }

  type CompanyFigure @dontInfer {
    value: String!
    label: String!
  }
`
