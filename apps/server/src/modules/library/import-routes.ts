/** The admin upload of an institution's content: the same all-or-nothing import as the command. */
import { libraryApiPaths, libraryImportReplySchema, libraryImportRequestSchema } from '@medsutra/contract/library/api';
import { libraryMessages } from '@medsutra/contract/library/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/session-user.ts';
import { requireAdmin } from '../admin/require-admin.ts';
import { ImportFileError } from './import-formats.ts';
import type { InstitutionImport } from './institution-import.ts';

export const libraryImportRoutes: FastifyPluginAsyncZod<{ importer: InstitutionImport; perHour: number }> = async (
  app,
  options,
) => {
  app.post(
    libraryApiPaths.adminImport,
    {
      // Admin only, checked before the body is validated (403 before 400).
      onRequest: async (request) => {
        requireAdmin(requireUser(request));
      },
      schema: { body: libraryImportRequestSchema, response: { 200: libraryImportReplySchema } },
      config: { rateLimit: { max: options.perHour, timeWindow: '1 hour' } },
    },
    async (request) => {
      let report: Awaited<ReturnType<InstitutionImport['importFile']>>;
      try {
        report = await options.importer.importFile(request.body);
      } catch (error) {
        if (error instanceof ImportFileError) throw badRequest(`${request.body.fileName}: ${error.message}`);
        throw error;
      }
      if (!report.ok) {
        throw badRequest(libraryMessages.importRejected(report.rejected.length), {
          error: 'import_rejected',
          rejected: report.rejected.slice(0, 500),
        });
      }
      const { questions, notes, cases } = report.imported;
      return {
        success: true as const,
        message: libraryMessages.importDone(questions, notes, cases, report.unchanged),
        imported: report.imported,
        unchanged: report.unchanged,
      };
    },
  );
};
