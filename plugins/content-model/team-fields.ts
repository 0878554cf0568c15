/** A project's engineers as TeamMember nodes, and a member's photo as the File beside it. */
import type { FileNode } from "./project-pictures"

interface MemberNode {
  jsonId: string
}

interface ResolverContext {
  nodeModel: {
    getNodeById(args: { id: string; type?: string }): FileNode | null
    findAll<T>(args: { type: string; query?: unknown }): Promise<{ entries: Iterable<T> }>
    findOne<T>(args: { type: string; query: unknown }): Promise<T | null>
  }
}

/** `engineers` of the Project type: the members its `responsaveis` name, in that order. */
export const engineerFields = {
  engineers: {
    type: "[TeamMember!]!",
    description:
      "The team members named in responsaveis, in order (the check makes sure they exist).",
    resolve: async (
      source: { responsaveis?: readonly string[] | null },
      _args: unknown,
      context: ResolverContext,
    ) => {
      const ids = source.responsaveis ?? []
      if (ids.length === 0) return []
      const { entries } = await context.nodeModel.findAll<MemberNode>({ type: "TeamMember" })
      const byId = new Map([...entries].map((member) => [member.jsonId, member]))
      return ids.flatMap((id) => byId.get(id) ?? [])
    },
  },
}

/** `catCount` of the TeamMember type: how many CATs the projects list in the member's name. */
export const memberCatFields = {
  catCount: {
    type: "Int!",
    description: "How many CATs of the projects name this member as their engineer.",
    resolve: async (source: MemberNode, _args: unknown, context: ResolverContext) => {
      const { entries } = await context.nodeModel.findAll<{
        cats?: readonly { responsavel?: string | null }[] | null
      }>({ type: "Project" })
      let count = 0
      for (const project of entries)
        for (const cat of project.cats ?? []) if (cat.responsavel === source.jsonId) count += 1
      return count
    },
  },
}

/** `photo` of the TeamMember type: the listed file in content/team/, or null. */
export const memberPhotoFields = {
  photo: {
    type: "File",
    description: "The member's photo, a file beside their JSON, when the JSON names one.",
    resolve: async (
      source: { photo?: string | null; parent: string },
      _args: unknown,
      context: ResolverContext,
    ) => {
      if (!source.photo) return null
      const json = context.nodeModel.getNodeById({ id: source.parent, type: "File" })
      if (!json) return null
      return context.nodeModel.findOne<FileNode>({
        type: "File",
        query: {
          filter: { relativeDirectory: { eq: json.relativeDirectory }, base: { eq: source.photo } },
        },
      })
    },
  },
}
