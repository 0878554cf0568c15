/** What `npm run fotos` tells the maintainer when a photo could not be normalised, in Portuguese. */
import { jpgName } from "./formats"

const detail = (caught: unknown) =>
  String((caught as Error)?.message ?? caught)
    .split("\n")
    .pop()

/** The two ways to get a JPG out of an iPhone, for a HEIC the bundled libvips cannot decode. */
export function heicMessage(name: string, caught: unknown): string {
  return [
    `Não foi possível converter ${name}: as fotos HEIC do iPhone usam uma compressão (HEVC) que ` +
      `este comando não consegue abrir (detalhe técnico: ${detail(caught)}). A foto ficou como estava.`,
    "Há dois jeitos de ter a foto em JPG:",
    '  1. Antes de fotografar: no iPhone, em Ajustes > Câmera > Formatos, escolha "Mais ' +
      'Compatível". As próximas fotos já saem em JPG.',
    "  2. Para uma foto já tirada: passe-a para o computador já em JPG. Por exemplo, copie-a " +
      'pelo cabo com Ajustes > Fotos > "Transferir para Mac ou PC" em "Automático", ou, num ' +
      "Mac, abra-a no app Fotos e exporte em JPEG (Arquivo > Exportar).",
    `Depois coloque o JPG na pasta com o nome ${jpgName(name)}, apague ${name} e rode ` +
      "npm run fotos de novo.",
  ].join("\n")
}

/** A file that sharp cannot read at all: corrupt, cut short, or not a picture. */
export function unreadableMessage(caught: unknown): string {
  return (
    `A foto não pode ser lida (detalhe técnico: ${detail(caught)}) e ficou como estava. ` +
    "Exporte-a de novo em JPG e substitua o arquivo."
  )
}

/** Decoding or writing failed (a file cut short, a full disk, no permission): nothing was replaced. */
export function writeFailedMessage(caught: unknown): string {
  return (
    `A foto não pôde ser reescrita (detalhe técnico: ${detail(caught)}) e ficou como estava. ` +
    "Se o arquivo estiver corrompido, exporte a foto de novo em JPG; se o disco estiver cheio " +
    "ou a pasta protegida contra gravação, resolva isso e rode npm run fotos de novo."
  )
}

/** The JPG a PNG/WebP/HEIC would become is already there: neither file is touched. */
export function targetExistsMessage(name: string, target: string): string {
  return (
    `Já existe ${target} nesta pasta, então ${name} não foi convertida (nada foi apagado nem ` +
    `substituído). Se for a mesma foto, apague ${name}; se não, renomeie-a e rode npm run fotos ` +
    "de novo."
  )
}

/** A project.json (or team file) that cannot be read, so the new name could not be written in it. */
export function brokenNamingMessage(name: string, jsonFile: string, caught: unknown): string {
  return (
    `O arquivo ${jsonFile} desta pasta não pôde ser lido (detalhe técnico: ${detail(caught)}), ` +
    `então ${name} não foi convertida: o nome novo não poderia ser anotado nele. Rode npm run ` +
    "check:content, corrija o arquivo e rode npm run fotos de novo."
  )
}

/** The JPG was written but the JSON naming the old file was not: the old file is kept. */
export function renameFailedMessage(name: string, target: string, caught: unknown): string {
  return (
    `A foto foi convertida em ${target}, mas não foi possível trocar o nome dela no arquivo ` +
    `JSON da pasta (detalhe técnico: ${detail(caught)}). O original ${name} foi mantido: troque ` +
    `"${name}" por "${target}" no JSON e apague ${name}.`
  )
}
