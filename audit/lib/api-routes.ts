/**
 * Every API route of the real app with the JSON Schema of its params, query string and body.
 * The app is built in this process (buildApp on a PGlite test database, as the server tests do);
 * Fastify announces each new instance on the `fastify.initialization` diagnostics channel, which
 * lets an `onRoute` hook be added before any route is registered, without changing the server.
 */
import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  additionalProperties?: JsonSchema | boolean;
};

export interface ApiRoute {
  method: string;
  url: string;
  params: JsonSchema | null;
  querystring: JsonSchema | null;
  body: JsonSchema | null;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

function toJsonSchema(schema: unknown): JsonSchema | null {
  if (!schema) return null;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

export async function collectApiRoutes(): Promise<ApiRoute[]> {
  const seen: RouteOptions[] = [];
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      seen.push(route);
    });
  };
  diagnostics.subscribe('fastify.initialization', onInit);
  try {
    const { buildTestApp } = await import('../../apps/server/test/helpers/build-test-app.ts');
    const built = await buildTestApp();
    await built.close();
  } finally {
    diagnostics.unsubscribe('fastify.initialization', onInit);
  }
  const routes: ApiRoute[] = [];
  for (const route of seen) {
    if (!route.url.startsWith('/api/')) continue;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown };
    for (const method of methods) {
      if (!METHODS.has(method)) continue;
      if (routes.some((r) => r.method === method && r.url === route.url)) continue;
      routes.push({
        method,
        url: route.url,
        params: toJsonSchema(schema.params),
        querystring: toJsonSchema(schema.querystring),
        body: toJsonSchema(schema.body),
      });
    }
  }
  return routes;
}
