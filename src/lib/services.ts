import type { IconName } from "./icon-names"

export interface Service {
  title: string
  icon: IconName
  items: readonly string[]
}

/** The four services, shown as cards on the home page and listed in the footer. */
export const SERVICES: readonly Service[] = [
  {
    title: "Projeto de Abastecimento de Água",
    icon: "droplet",
    items: [
      "Captação e bombeamento de água",
      "Sistemas de tratamento",
      "Redes de distribuição",
      "Sistemas de reservação",
      "Reúso e recirculação de águas servidas",
    ],
  },
  {
    title: "Projeto de Esgoto",
    icon: "waves",
    items: [
      "Rede coletora",
      "Estações elevatórias",
      "Estações de tratamento em nível primário, secundário e terciário",
    ],
  },
  {
    title: "Projeto de Drenagem",
    icon: "rain",
    items: ["Drenagem urbana", "Macro e microdrenagem", "Galerias pluviais", "Questões ambientais"],
  },
  {
    title: "Projeto de Terraplanagem",
    icon: "mountain",
    items: ["Movimentação de terra", "Nivelamento", "Análise para redução de custos"],
  },
]
