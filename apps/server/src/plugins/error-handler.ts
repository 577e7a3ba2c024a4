/**
 * One error handler: every failure becomes `{ success: false, message, requestId }`. Messages of
 * 4xx replies are written for a person; 5xx details go to the log only.
 */

import { apiMessages } from '@medsutra/contract/http/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { expected?: string };
}

function describeIssue(issue: ValidationIssue, where: string): string {
  const field = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
  const subject = field || `The ${where}`;
  const text = issue.message ?? 'is not valid';
  if (issue.keyword === 'invalid_type') {
    if (/received undefined$/.test(text)) return `${subject} is required.`;
    const expected = issue.params?.expected ?? 'value';
    return `${subject} must be ${expected === 'object' || expected === 'array' ? `an ${expected}` : `a ${expected}`}.`;
  }
  if (issue.keyword === 'unrecognized_keys') return `${subject} has a field this call does not take.`;
  // Our own schema messages are full sentences; zod's defaults need the field name.
  if (/^[A-Z]/.test(text) && !/^(Invalid|Too )/.test(text)) return text;
  return field ? `${field}: ${text}` : text;
}

const WHERE: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'address',
  headers: 'headers',
};

function clientMessage(error: FastifyError): { status: number; message: string } | null {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0] as ValidationIssue | undefined;
    return {
      status: 400,
      message: first
        ? describeIssue(first, WHERE[error.validationContext ?? 'body'] ?? 'request')
        : 'The request is not valid.',
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: apiMessages.unsupportedMediaType };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: apiMessages.bodyTooLarge };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'The request body is empty. Send a JSON object, for example {}.' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: apiMessages.malformedJson };
    case 'FST_ERR_VALIDATION':
      return { status: 400, message: error.message };
  }
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
    return { status: 400, message: apiMessages.malformedJson };
  }
  if (error.statusCode === 429) return { status: 429, message: error.message || apiMessages.tooManyRequests };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, message: error.message };
  }
  return null;
}

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  message: string,
  extra?: Record<string, unknown>,
) {
  return reply
    .code(status)
    .type('application/json')
    .send({ ...extra, success: false, message, requestId: request.id });
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(reply, request, error.statusCode, error.message, error.details);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'reply did not match its schema');
      return sendError(reply, request, 500, apiMessages.server);
    }
    const known = clientMessage(error);
    if (known) {
      // A JSON parse error quotes the body it choked on, which may hold a password.
      const quotesBody = known.message === apiMessages.malformedJson;
      request.log.info({ code: error.code, ...(quotesBody ? {} : { reason: error.message }) }, 'client error');
      return sendError(reply, request, known.status, known.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, request, 500, apiMessages.server);
  });
}

/**
 * Fastify answers a path it cannot decode (a bad percent escape) or a path parameter longer than
 * `maxParamLength` before any hook, route or error handler runs. Passed to Fastify as
 * `frameworkErrors`, this gives those replies the same shape as every other error.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return sendError(reply, request, 400, apiMessages.badAddress);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, request, 414, apiMessages.addressTooLong);
  request.log.error({ err: error }, 'request failed before routing');
  return sendError(reply, request, 500, apiMessages.server);
}
