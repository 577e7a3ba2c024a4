import type { ToolCatalogueReply } from '@medsutra/contract/tools/api';

/** GET /api/tools' reply for a server with or without a model (no tools listed unless given). */
export const toolCatalogue = (
  modelConfigured: boolean,
  tools: ToolCatalogueReply['tools'] = [],
): ToolCatalogueReply => ({ success: true, modelConfigured, visionConfigured: false, tools });
