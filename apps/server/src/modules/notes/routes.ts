/**
 * The student's notes, PDFs and pearls. Every route with an id serves its owner only: another
 * user's note or pearl is 404, another user's PDF 403, and the reply never holds the item.
 */
import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES, medstagramMessages } from '@medsutra/contract/medstagram/api';
import {
  noteCreateRequestSchema,
  noteIdParamsSchema,
  noteListQuerySchema,
  noteListReplySchema,
  noteReplySchema,
  notesApiPaths,
  notesMessages,
  noteUpdateRequestSchema,
  pdfListReplySchema,
  pdfReplySchema,
  pearlCreateReplySchema,
  pearlCreateRequestSchema,
  pearlListQuerySchema,
  pearlListReplySchema,
  pearlReplySchema,
} from '@medsutra/contract/notes/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/session-user.ts';
import type { SessionUser } from '../sessions/session-user.ts';
import type { PdfService } from './pdf-service.ts';
import type { NotesService } from './service.ts';

const okSchema = z.object({ success: z.literal(true), message: z.string() });

/** The first range of a `Range: bytes=…` header, or null for the whole file; 416 when it misses. */
function parseByteRange(header: string | undefined, size: number): { start: number; end: number } | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)(?:,.*)?$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) {
    throw new AppError('rangeNotSatisfiable', notesMessages.rangeNotSatisfiable, {
      headers: { 'content-range': `bytes */${size}` },
    });
  }
  return { start, end };
}

export const notesRoutes: FastifyPluginAsyncZod<{
  notes: NotesService;
  pdfs: PdfService;
  pdfMaxBytes: number;
  pdfUploadsPerHour: number;
}> = async (app, options) => {
  const { notes, pdfs } = options;

  /** `GET` one of the user's own notes, pearls or PDFs by id: the reply is hers alone, never cached. */
  const getOwn = <Reply extends z.ZodType>(
    url: string,
    replySchema: Reply,
    read: (user: SessionUser, id: string) => Promise<z.infer<Reply>>,
  ) =>
    // The reply's type is checked on `read`'s side: Fastify's types cannot follow a generic schema.
    app.get(
      url,
      { schema: { params: noteIdParamsSchema, response: { 200: replySchema as z.ZodType } } },
      async (request, reply) => {
        const user = requireUser(request);
        reply.header('cache-control', 'private, no-store');
        return read(user, request.params.id);
      },
    );

  /** `DELETE` one of the user's own notes, pearls or PDFs by id. */
  const deleteOwn = (url: string, remove: (user: SessionUser, id: string) => Promise<unknown>) =>
    app.delete(url, { schema: { params: noteIdParamsSchema, response: { 200: okSchema } } }, async (request) => {
      const user = requireUser(request);
      await remove(user, request.params.id);
      return { success: true as const, message: notesMessages.deleted };
    });

  // Notes
  app.post(
    notesApiPaths.notes,
    { schema: { body: noteCreateRequestSchema, response: { 201: noteReplySchema, 200: noteReplySchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { note, created } = await notes.createNote(user, request.body);
      return reply.code(created ? 201 : 200).send({ success: true as const, note });
    },
  );

  app.get(
    notesApiPaths.notes,
    { schema: { querystring: noteListQuerySchema, response: { 200: noteListReplySchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, notes: await notes.listNotes(user, request.query) };
    },
  );

  getOwn(notesApiPaths.note, noteReplySchema, async (user, id) => ({
    success: true as const,
    note: await notes.note(user, id),
  }));

  app.put(
    notesApiPaths.note,
    { schema: { params: noteIdParamsSchema, body: noteUpdateRequestSchema, response: { 200: noteReplySchema } } },
    async (request) => {
      const user = requireUser(request);
      return { success: true as const, note: await notes.updateNote(user, request.params.id, request.body) };
    },
  );

  deleteOwn(notesApiPaths.note, (user, id) => notes.deleteNote(user, id));

  // Pearls
  app.post(
    notesApiPaths.pearls,
    { schema: { body: pearlCreateRequestSchema, response: { 201: pearlCreateReplySchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await notes.createPearl(user, request.body);
      return reply.code(201).send({ success: true as const, ...result });
    },
  );

  app.get(
    notesApiPaths.pearls,
    { schema: { querystring: pearlListQuerySchema, response: { 200: pearlListReplySchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, pearls: await notes.listPearls(user, request.query.q) };
    },
  );

  getOwn(notesApiPaths.pearl, pearlReplySchema, async (user, id) => ({
    success: true as const,
    pearl: await notes.pearl(user, id),
  }));

  deleteOwn(notesApiPaths.pearl, (user, id) => notes.deletePearl(user, id));

  app.get(
    notesApiPaths.pearlImage,
    { schema: { params: noteIdParamsSchema }, compress: false },
    async (request, reply) => {
      const file = await notes.pearlImage(requireUser(request), request.params.id);
      reply.type('image/webp').header('cache-control', 'private, no-cache').header('content-length', file.size);
      return reply.send(file.stream);
    },
  );

  // A pearl's picture (multipart `file`), through the one image pipeline (lib/images.ts).
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { files: 1, fields: 0, parts: 2, fileSize: IMAGE_MAX_BYTES } });
    uploads.post(
      notesApiPaths.pearlImage,
      {
        schema: { params: noteIdParamsSchema, response: { 200: pearlReplySchema } },
        config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      },
      async (request) => {
        const user = requireUser(request);
        let bytes: Buffer | null = null;
        try {
          const part = await request.file();
          if (part?.fieldname === 'file') bytes = await part.toBuffer();
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError('payloadTooLarge', medstagramMessages.imageTooLarge);
          if (!code?.startsWith('FST_')) throw error;
        }
        if (!bytes || bytes.length === 0) throw badRequest(medstagramMessages.imageMissing);
        const { id } = request.params as { id: string };
        return { success: true as const, pearl: await notes.setPearlImage(user, id, bytes) };
      },
    );
  });

  // PDFs
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { files: 1, fields: 5, parts: 10, fileSize: options.pdfMaxBytes, fieldSize: 1024 },
    });
    uploads.post(
      notesApiPaths.pdfs,
      {
        schema: { response: { 201: pdfReplySchema } },
        config: { rateLimit: { max: options.pdfUploadsPerHour, timeWindow: '1 hour' } },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const tooLarge = () =>
          new AppError('payloadTooLarge', notesMessages.pdfTooLarge(Math.floor(options.pdfMaxBytes / (1024 * 1024))));
        const declared = Number(request.headers['content-length'] ?? 0);
        // The form's own fields add a little; a body far past the limit is refused before it is read.
        if (declared > options.pdfMaxBytes + 64 * 1024) throw tooLarge();
        let bytes: Buffer;
        let filename: string | undefined;
        try {
          const part = await request.file();
          if (part?.fieldname !== 'file') throw badRequest(notesMessages.pdfMissingFile);
          filename = part.filename;
          bytes = await part.toBuffer();
        } catch (error) {
          if (error instanceof AppError) throw error;
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
          if (code?.startsWith('FST_')) throw badRequest(notesMessages.pdfMissingFile);
          throw error;
        }
        if (bytes.length === 0) throw badRequest(notesMessages.pdfMissingFile);
        const pdf = await pdfs.upload(user, { filename, bytes });
        return reply.code(201).send({ success: true as const, pdf });
      },
    );
  });

  app.get(notesApiPaths.pdfThumbnail, { schema: { params: noteIdParamsSchema } }, async (request, reply) => {
    const user = requireUser(request);
    const file = await pdfs.thumbnail(user, request.params.id);
    return reply
      .type('image/png')
      .header('cache-control', 'private, max-age=86400')
      .header('content-length', file.size)
      .send(file.stream);
  });

  app.get(notesApiPaths.pdfs, { schema: { response: { 200: pdfListReplySchema } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, pdfs: await pdfs.list(user) };
  });

  getOwn(notesApiPaths.pdf, pdfReplySchema, async (user, id) => ({
    success: true as const,
    pdf: await pdfs.pdf(user, id),
  }));

  deleteOwn(notesApiPaths.pdf, (user, id) => pdfs.remove(user, id));

  app.get(
    notesApiPaths.pdfData,
    { schema: { params: noteIdParamsSchema }, compress: false },
    async (request, reply) => {
      const user = requireUser(request);
      const { file, size, part } = await pdfs.data(user, request.params.id, (total) =>
        parseByteRange(request.headers.range, total),
      );
      reply
        .type('application/pdf')
        // A purchased copy's stamped bytes are stored too (decision 069): ranges work for every PDF.
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', 'inline');
      if (part) {
        reply
          .code(206)
          .header('content-range', `bytes ${part.start}-${part.end}/${size}`)
          .header('content-length', part.end - part.start + 1);
      } else {
        reply.header('content-length', size);
      }
      return reply.send(file.stream);
    },
  );
};
