/** Query keys of the mindmap generator, under one student's email so a sign-out or switch never mixes them. */
export const mindmapKeys = {
  all: (email: string) => ['mindmaps', email] as const,
  list: (email: string) => ['mindmaps', email, 'list'] as const,
  item: (email: string, id: string) => ['mindmaps', email, 'item', id] as const,
};
