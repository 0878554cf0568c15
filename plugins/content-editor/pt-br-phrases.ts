/**
 * The editor's words in Brazilian Portuguese, merged over Decap's `pt` (decap-cms-locales/src/pt)
 * by admin-script.ts. The keys are Decap's; the strings are those a maintainer meets: the
 * toolbar, the workflow, the notes, the media dialog.
 */
export const PT_BR_PHRASES = {
  app: {
    header: { workflow: "Rascunhos" },
  },
  collection: {
    collectionTop: {
      // "＋" (U+FF0B) has no glyph in the fonts many Linux machines have: a box before the name.
      newButton: "Novo %{collectionLabel}",
      // The accessible name says what the button shows (WCAG 2.5.3, label in name).
      newButtonAriaLabel: "Novo %{collectionLabel}",
      ascending: "Crescente",
      descending: "Decrescente",
      viewAsList: "Ver como lista",
      viewAsGrid: "Ver como grade",
    },
    entries: { unpublishedHeader: "Não publicados" },
  },
  editor: {
    editorInterface: { toggleNotes: "Mostrar ou ocultar notas" },
    editorNotesPane: {
      title: "Notas",
      emptyState: "Nenhuma nota ainda. Escreva a primeira abaixo.",
      addNote: "Adicionar nota",
      addPlaceholder: "Escreva uma nota…",
      editPlaceholder: "Edite a nota…",
      save: "Salvar",
      cancel: "Cancelar",
      edit: "Editar",
      delete: "Excluir",
      resolve: "Resolver",
      unresolve: "Reabrir",
      confirmDelete: "Excluir esta nota?",
      shortcut: "Dica: Ctrl+Enter adiciona a nota.",
    },
    editorToolbar: {
      duplicate: "Duplicar",
      status: "Situação: %{status}",
      backCollection: " Editando em %{collectionLabel}",
      statusInfoTooltipDraft:
        "Rascunho: ninguém o revisa ainda. Quando estiver pronto para revisão, mude a situação " +
        "para “Em revisão”.",
      statusInfoTooltipInReview:
        "Em revisão: o rascunho espera a revisão. Você ainda pode alterá-lo e salvar de novo.",
      deployPreviewPendingButtonLabel: "Ver se a prévia está pronta",
      deployPreviewButtonLabel: "Ver a prévia",
      deployButtonLabel: "Ver no site",
    },
    editorWidgets: {
      image: {
        chooseMultiple: "Escolher imagens",
        addMore: "Adicionar imagens",
        removeAll: "Remover todas as imagens",
      },
      file: {
        chooseMultiple: "Escolher arquivos",
        addMore: "Adicionar arquivos",
        removeAll: "Remover todos os arquivos",
      },
      datetime: { setToNow: "Usar a data de hoje em %{fieldLabel}" },
      object: { expand: "Abrir", collapse: "Fechar" },
    },
  },
  mediaLibrary: {
    mediaLibraryModal: { close: "Fechar", download: "Baixar", upload: "Enviar foto" },
  },
  ui: {
    settingsDropdown: { account: "Opções da conta" },
    toast: {
      entrySaved: "Salvo",
      entryUpdated: "Situação atualizada",
      onFailToPersist: "Não foi possível salvar: %{details}",
      noteAdded: "Nota adicionada",
      onFailToAddNote: "Não foi possível adicionar a nota: %{details}",
      noteUpdated: "Nota alterada",
      onFailToUpdateNote: "Não foi possível alterar a nota: %{details}",
      noteDeleted: "Nota excluída",
      onFailToDeleteNote: "Não foi possível excluir a nota: %{details}",
      onFailToDelete: "Não foi possível excluir: %{details}",
      noteResolved: "Nota resolvida",
      noteReopened: "Nota reaberta",
      onFailToToggleNote: "Não foi possível mudar a nota: %{details}",
    },
  },
  workflow: {
    workflow: {
      workflowHeading: "Rascunhos e revisão",
      newPost: "Novo",
      description:
        "Em revisão: %{smart_count}. Prontos para publicar: %{readyCount}. |||| " +
        "Em revisão: %{smart_count}. Prontos para publicar: %{readyCount}.",
      // Dates of the cards, as Brazilians write them (Decap's default is "MMMM D", in English).
      dateFormat: "DD/MM/YYYY",
    },
    workflowList: {
      inReviewHeader: "Em revisão",
      readyHeader: "Prontos",
      currentEntries: "%{smart_count} item |||| %{smart_count} itens",
    },
  },
}
