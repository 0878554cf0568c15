/** Decap's entry as the props the site's own components take, read as the build reads it. */
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { listedName, selectPictures } from "../../content-model/picture-names"
import { captionsByPicture } from "../../../src/lib/photo-captions"
import type { Engineer, ProjectDetail } from "../../../src/lib/project"
import type { Member } from "../../../src/lib/team"
import type { FooterFacts } from "../../../src/components/layout/footer-content"
import type { ContactFacts } from "../../../src/components/home/contact-cards"
import type { HomeTexts, PageTexts } from "../../../src/lib/site-texts"
import { ICON_NAMES, type IconName } from "../../../src/lib/icon-names"
import type { Service } from "../../../src/lib/services"
import { fields, object, objects, text, texts, type Json } from "./json-fields"

/**
 * The width and height a picture is laid out with until it loads: the preview does not know a
 * file's size, and the page's pictures are `width: 100%; height: auto`, so the loaded picture
 * takes its own proportions.
 */
const PLACEHOLDER_SIZE = { width: 1200, height: 800 }

export function previewImage(src: string): IGatsbyImageData {
  return { layout: "constrained", ...PLACEHOLDER_SIZE, images: { fallback: { src } } }
}

/**
 * The project as its page shows it. `files` are the names in the project's folder (and the
 * photos uploaded in this session); the pictures are chosen from them by the build's own rule
 * (plugins/content-model/picture-names.ts); `team` resolves the responsible engineers' ids.
 */
export function projectDetail(
  data: Json,
  files: readonly string[],
  team: readonly Engineer[],
  assetUrl: (name: string) => string,
): ProjectDetail {
  const listed = [data.cover, ...(Array.isArray(data.pictures) ? data.pictures : [])]
    .map(text)
    .filter((name) => name.trim() !== "")
    .map(listedName)
  const pictures = selectPictures([...new Set([...files, ...listed])], data)
  const names = [...(pictures.cover ? [pictures.cover] : []), ...pictures.gallery]
  const captions = captionsByPicture(
    objects(data.captions).map((item) => ({ picture: text(item.picture), text: text(item.text) })),
  )
  return {
    id: typeof data.id === "number" ? data.id : Number(text(data.id)) || 0,
    slug: "",
    title: text(data.title),
    description: text(data.description),
    location: text(data.location),
    year: text(data.year),
    categories: texts(data.categories),
    contratante: text(data.contratante),
    escopo: text(data.escopo),
    atestado: data.atestado === true,
    engineers: texts(data.responsaveis).map(
      (id) => team.find((member) => member.id === id) ?? { id, name: id, crea: "fora da Equipe" },
    ),
    stats: fields(data.stats, ["populacao", "area", "vazao", "vazaoRe"]),
    ...projectRecord(data),
    slides: names.map((name) => ({
      key: name,
      image: previewImage(assetUrl(name)),
      caption: captions.get(name) || null,
    })),
  }
}

/** The technical record as the page shows it: numbers only, both months, CATs with a number. */
function projectRecord(data: Json): Pick<ProjectDetail, "quantities" | "period" | "cats"> {
  const quantities = Object.fromEntries(
    Object.entries(object(data.quantidades)).filter(([, value]) => typeof value === "number"),
  ) as Record<string, number>
  return {
    quantities,
    period: fields(data.periodo, ["inicio", "fim"]),
    cats: objects(data.cats)
      .map((cat) => fields(cat, ["responsavel", "numero", "crea"]))
      .filter((cat) => cat.numero.trim() !== ""),
  }
}

/** The team's entries as the projects name them: id, name and CREA. */
export function engineers(entries: readonly Json[]): Engineer[] {
  return entries.map((entry) => fields(entry, ["id", "name", "crea"]))
}

/** A member of the team as their card on /equipe/ shows them. */
export function teamMember(data: Json): Omit<Member, "order"> {
  return {
    ...fields(data, ["id", "name", "title", "crea"]),
    specialties: texts(data.specialties).filter((specialty) => specialty.trim() !== ""),
    bio: text(data.bio),
  }
}

/** The firm's data as the footer and the contact cards show it. */
export function firmFacts(data: Json): FooterFacts & ContactFacts {
  return {
    ...fields(data, [
      "name",
      "legalName",
      "cnpj",
      "crea",
      "tagline",
      "phone",
      "whatsapp",
      "email",
      "emergencies",
      "emailResponse",
    ]),
    address: fields(data.address, ["street", "district", "city", "state", "postalCode"]),
    social: objects(data.social).map((item) => fields(item, ["network", "url"])),
    hours: objects(data.hours).map((item) => ({
      ...fields(item, ["label", "opens", "closes"]),
      days: texts(item.days),
    })),
  }
}

/** texts.json as the pages read it. */
export function siteTexts(data: Json): HomeTexts & PageTexts {
  const hero = object(data.hero)
  const about = object(data.about)
  const heading = ["eyebrow", "title", "intro"] as const
  return {
    hero: {
      ...fields(hero, ["eyebrow", "title", "lead"]),
      points: objects(hero.points).map((point) => ({
        text: text(point.text),
        link: text(point.link) || null,
      })),
    },
    services: fields(data.services, heading),
    callToAction: fields(data.callToAction, ["title", "text"]),
    about: {
      ...fields(about, ["eyebrow", "title", "description"]),
      specialties: texts(about.specialties),
    },
    whereWeWork: fields(data.whereWeWork, ["eyebrow", "intro"]),
    clients: fields(data.clients, heading),
    contact: fields(data.contact, heading),
    portfolio: fields(data.portfolio, ["intro"]),
    team: fields(data.team, ["intro", "records"]),
    record: fields(data.record, ["description"]),
    accessibility: fields(data.accessibility, [
      "commitment",
      "barrier",
      "barrierSubject",
      "barrierMessage",
      "libras",
    ]),
    similarQuote: fields(data.similarQuote, ["line"]),
  }
}

/** A service (content/services/<nome>.json) as its card shows it. */
export function serviceCard(data: Json): Service {
  return {
    title: text(data.title),
    icon: (ICON_NAMES as readonly string[]).includes(text(data.icon))
      ? (text(data.icon) as IconName)
      : "check",
    items: texts(data.items),
  }
}

/** The services' titles in the footer's order: by "order", then by title. */
export function serviceTitles(entries: readonly Json[]): string[] {
  const order = (entry: Json) => (typeof entry.order === "number" ? entry.order : Infinity)
  return [...entries]
    .sort((a, b) => order(a) - order(b) || text(a.title).localeCompare(text(b.title), "pt-BR"))
    .map((entry) => text(entry.title))
}
