/**
 * The editor's "Lançamento" list (public/admin/lancamento.js): what still carries the demo, from
 * the last build's findings (demo-entries.ts, written beside it as demonstracao.json), each with a
 * link to the editor entry that fixes it. Decap 3 offers no page of one's own in its navigation,
 * so the list is a panel of this script beside Decap's interface, not inside it: it reads nothing
 * of Decap's, and goes to an entry by Decap's own addresses (#/collections/…). It stays out of the
 * way while an entry is open.
 */
import { theme } from "../../src/styles/theme"
import { DEMO_ENTRIES_FILE } from "./demo-entries"
import { PUBLISH_DEMO } from "../demo-guard/demo-build"

export const LAUNCH_SCRIPT = "lancamento.js"
export const LAUNCH_PANEL_ID = "lancamento"

/** What the list says above the files, by what the build did with the demo. */
export const LAUNCH_STATES = {
  holding:
    "O site publicado mostra só a página “Site em preparação”. Troque cada item abaixo e " +
    "publique: quando nada da demonstração restar, a publicação seguinte mostra o site inteiro.",
  notice:
    "Esta versão mostra o aviso “Site de demonstração”. Na publicação do site, ele fica “em " +
    "preparação” até que cada item abaixo seja trocado.",
  plain:
    `A demonstração está publicada de propósito (${PUBLISH_DEMO}). Troque cada item abaixo ` +
    "pelo da sua empresa.",
} as const

/** The script's text: plain ES2017 the browser runs as it is, with the words written in. */
export function launchScript(): string {
  return `// Generated at build time by plugins/content-editor/launch-view.ts. Do not edit.
"use strict";
(function () {
  var STATES = ${JSON.stringify(LAUNCH_STATES)};
  var CSS = [
    "#${LAUNCH_PANEL_ID} { position: fixed; left: 16px; bottom: 16px; z-index: 1000; max-width: min(440px, calc(100vw - 32px)); background: ${theme.colors.white}; color: ${theme.colors.text}; border: 1px solid ${theme.colors.textMuted}; border-radius: ${theme.radii.md}; box-shadow: ${theme.shadows.raised}; font: 14px/1.45 system-ui, sans-serif; }",
    "#${LAUNCH_PANEL_ID} summary { cursor: pointer; padding: 8px 12px; font-weight: 700; }",
    "#${LAUNCH_PANEL_ID} > div { max-height: 60vh; overflow: auto; padding: 0 12px 12px; }",
    "#${LAUNCH_PANEL_ID} ul { margin: 8px 0 0; padding-left: 18px; }",
    "#${LAUNCH_PANEL_ID} li { margin-bottom: 8px; }",
    "#${LAUNCH_PANEL_ID} a { color: ${theme.colors.footer}; font-weight: 600; }",
    "#${LAUNCH_PANEL_ID} p { margin: 4px 0; }"
  ].join("\\n");

  function element(name, text) {
    var node = document.createElement(name);
    if (text) node.textContent = text;
    return node;
  }

  function show(state) {
    var findings = state.findings || [];
    if (!findings.length) return;
    var style = element("style", CSS);
    document.head.appendChild(style);
    var panel = element("details");
    panel.id = "${LAUNCH_PANEL_ID}";
    // Open at first while only the holding page is published: it is the firm's next step. Not
    // on a narrow screen, where it would cover Decap's login button.
    panel.open = state.build === "holding" && window.matchMedia("(min-width: 900px)").matches;
    var count = findings.length === 1 ? "1 arquivo" : findings.length + " arquivos";
    panel.appendChild(element("summary", "Lançamento: " + count + " com dados da demonstração"));
    var body = element("div");
    body.appendChild(element("p", STATES[state.build] || STATES.notice));
    body.appendChild(element("p", "A lista é a da última publicação: ela muda a cada publicação."));
    var list = element("ul");
    findings.forEach(function (finding) {
      var item = element("li");
      var name = finding.entry ? element("a", finding.file) : element("strong", finding.file);
      // "./#/…": the same address as Decap's own links, written apart from theirs.
      if (finding.entry) name.href = "./" + finding.entry;
      item.appendChild(name);
      item.appendChild(element("p", finding.items.join("; ")));
      item.appendChild(element("p", "Para corrigir: " + finding.fix + "."));
      list.appendChild(item);
    });
    body.appendChild(list);
    panel.appendChild(body);
    document.body.appendChild(panel);
    // Out of the way while an entry is open (Decap's #/collections/…/entries/… and …/new).
    function place() {
      panel.hidden = /\\/(entries\\/|new$)/.test(window.location.hash);
    }
    window.addEventListener("hashchange", place);
    place();
  }

  window
    .fetch("${DEMO_ENTRIES_FILE}", { cache: "no-store" })
    .then(function (response) {
      return response.ok ? response.json() : null;
    })
    .then(function (state) {
      if (state) show(state);
    })
    .catch(function () {
      // No list: the editor works as it is.
    });
})();
`
}
