/**
 * The editor's one script of our own (public/admin/ajustes.js), loaded after Decap's bundle from
 * the site itself, as the editor's policy allows no inline script: what Decap's configuration
 * cannot do (photos fitted upright, Brazilian Portuguese, refusals), each part saying why.
 */
import { PHOTO_LONG_SIDE } from "../content-model/picture-names"
import { editorRefusals, SERVICES_COLLECTION } from "./refusals"
import {
  deletionRefusal,
  type CategoryRefusals,
  type EngineerNames,
  type EngineerReferences,
} from "./project-references"
import { TEAM_COLLECTION } from "./config"
import { CATEGORIES_EDITOR } from "../../src/lib/content-model/categories"
import { PT_BR_PHRASES } from "./pt-br-phrases"

export const ADMIN_SCRIPT = "ajustes.js"

/** What the build knows that the editor's refusals need (project-references.ts, refusals.ts). */
export interface EditorFacts {
  /** Which projects name each engineer. */
  engineers?: EngineerReferences
  /** Each engineer's name, to name them in a refusal. */
  engineerNames?: EngineerNames
  /** Why each category some project uses must stay. */
  categories?: CategoryRefusals
  /** The services when the site was built: entry → the refusal to delete it as the last one. */
  services?: Record<string, string>
}

/** The script's text: plain ES2017 the browser runs as it is, with the build's facts written in. */
export function adminScript({
  engineers: references = {},
  engineerNames = {},
  categories: categoryRefusals = {},
  services = {},
}: EditorFacts = {}): string {
  const refusals = Object.fromEntries(
    Object.keys(references).map((id) => [id, deletionRefusal(id, references, engineerNames)]),
  )
  return `// Generated at build time by plugins/content-editor/admin-script.ts. Do not edit.
"use strict";
(function () {
  var LONG_SIDE = ${PHOTO_LONG_SIDE};
  var PHOTO = /^image\\/(jpeg|png|webp)$/i;

  // Decap's media_processing decodes a photo with createImageBitmap(file), then draws it at the
  // decoded size. Decoded here upright (EXIF orientation) and fitted to LONG_SIDE; a photo
  // already within it keeps its size.
  var decode = window.createImageBitmap && window.createImageBitmap.bind(window);
  if (decode) {
    window.createImageBitmap = function (source) {
      if (arguments.length !== 1 || !(source instanceof Blob) || !PHOTO.test(source.type)) {
        return decode.apply(null, arguments);
      }
      return decode(source, { imageOrientation: "from-image" }).then(function (bitmap) {
        var scale = LONG_SIDE / Math.max(bitmap.width, bitmap.height);
        if (scale >= 1) return bitmap;
        return decode(bitmap, {
          resizeWidth: Math.max(1, Math.round(bitmap.width * scale)),
          resizeHeight: Math.max(1, Math.round(bitmap.height * scale)),
          resizeQuality: "high",
        }).then(function (fitted) {
          bitmap.close();
          return fitted;
        });
      });
    };
  }

  // A refusal is thrown as a text, and Decap stops: before a save, the toast reads "Não foi
  // possível salvar: <why>"; Decap deletes an entry after its "preUnpublish" listeners, so there
  // it reads "Não foi possível excluir: <why>", and nothing is deleted.
  function listen(name, handler) {
    if (window.CMS && window.CMS.registerEventListener) {
      window.CMS.registerEventListener({
        name: name,
        handler: function (event) {
          handler(event.entry);
        },
      });
    }
  }

  var refusals = ${JSON.stringify(editorRefusals())};
  listen("preSave", function (entry) {
    var data = entry.get("data");
    refusals.forEach(function (refusal) {
      if (refusal.collection !== entry.get("collection")) return;
      var value = data && data.get(refusal.field);
      if (!value || !value.size) throw refusal.message;
      if (refusal.contains && !value.includes(refusal.contains)) throw refusal.message;
    });
  });

  // The categories a project uses stay in the list: saving it without one is refused, naming
  // the projects (the content check would stop the next build).
  var usedCategories = ${JSON.stringify(categoryRefusals)};
  listen("preSave", function (entry) {
    if (entry.get("collection") !== "${CATEGORIES_EDITOR.collection}") return;
    var list = entry.get("data") && entry.get("data").get("categories");
    Object.keys(usedCategories).forEach(function (category) {
      if (!list || !list.includes(category)) throw usedCategories[category];
    });
  });

  var deletions = ${JSON.stringify(refusals)};
  listen("preUnpublish", function (entry) {
    if (!entry || entry.get("collection") !== "${TEAM_COLLECTION}") return;
    var refusal = deletions[entry.get("slug")];
    if (refusal) throw refusal;
  });

  // The last service stays: without one the build stops. The editor knows the services of the
  // last build, less those deleted since this page opened.
  var lastService = ${JSON.stringify(services)};
  var services = Object.keys(lastService);
  listen("preUnpublish", function (entry) {
    if (!entry || entry.get("collection") !== "${SERVICES_COLLECTION}") return;
    var slug = entry.get("slug");
    var others = services.filter(function (other) {
      return other !== slug;
    });
    if (others.length === 0 && lastService[slug]) throw lastService[slug];
    services = others;
  });

  var overrides = ${JSON.stringify(PT_BR_PHRASES)};
  function merge(target, source) {
    Object.keys(source).forEach(function (key) {
      var value = source[key];
      if (value && typeof value === "object") {
        target[key] = merge(target[key] && typeof target[key] === "object" ? target[key] : {}, value);
      } else {
        target[key] = value;
      }
    });
    return target;
  }
  // The bundle registers its locales when it runs; the interface reads them once the
  // configuration has loaded, after this script.
  if (window.CMS && window.CMS.getLocale) {
    window.CMS.registerLocale("pt", merge(merge({}, window.CMS.getLocale("pt") || {}), overrides));
  }
})();
`
}
