/** The admin console's calls: users, suspension, roles and the audit log. Admins only (401/403). */
import {
  adminActionReplySchema,
  adminApiPaths,
  adminRoleRequestSchema,
  adminSuspendRequestSchema,
  adminUserParamsSchema,
  adminUserReplySchema,
  adminUserSearchQuerySchema,
  adminUsersReplySchema,
  auditLogQuerySchema,
  auditLogReplySchema,
} from '@medsutra/contract/admin/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session-user.ts';
import type { AuditLogService } from './audit-log-service.ts';
import { requireAdmin } from './require-admin.ts';
import type { AdminUsersService } from './users-service.ts';

export const adminRoutes: FastifyPluginAsyncZod<{
  users: AdminUsersService;
  auditLog: AuditLogService;
  actionsPerMinute: number;
}> = async (app, options) => {
  const { users, auditLog } = options;
  app.addHook('onRequest', async (request, reply) => {
    // Refused before the input is read, so a non-admin learns nothing from a malformed call.
    requireAdmin(requireUser(request));
    reply.header('cache-control', 'private, no-store');
  });
  const action = { rateLimit: { max: options.actionsPerMinute, timeWindow: '1 minute' } };

  app.get(
    adminApiPaths.users,
    { schema: { querystring: adminUserSearchQuerySchema, response: { 200: adminUsersReplySchema } } },
    async (request) => ({ success: true as const, users: await users.search(requireUser(request), request.query.q) }),
  );

  app.get(
    adminApiPaths.user,
    { schema: { params: adminUserParamsSchema, response: { 200: adminUserReplySchema } } },
    async (request) => ({
      success: true as const,
      user: await users.detail(requireUser(request), request.params.userId),
    }),
  );

  app.post(
    adminApiPaths.suspend,
    {
      schema: {
        params: adminUserParamsSchema,
        body: adminSuspendRequestSchema,
        response: { 200: adminActionReplySchema },
      },
      config: action,
    },
    async (request) => ({
      success: true as const,
      message: await users.suspend(requireUser(request), request.params.userId, request.body.reason),
    }),
  );

  app.post(
    adminApiPaths.unsuspend,
    { schema: { params: adminUserParamsSchema, response: { 200: adminActionReplySchema } }, config: action },
    async (request) => ({
      success: true as const,
      message: await users.unsuspend(requireUser(request), request.params.userId),
    }),
  );

  app.post(
    adminApiPaths.role,
    {
      schema: {
        params: adminUserParamsSchema,
        body: adminRoleRequestSchema,
        response: { 200: adminActionReplySchema },
      },
      config: action,
    },
    async (request) => ({
      success: true as const,
      message: await users.setRole(requireUser(request), request.params.userId, request.body.role),
    }),
  );

  app.get(
    adminApiPaths.auditLog,
    { schema: { querystring: auditLogQuerySchema, response: { 200: auditLogReplySchema } } },
    async (request) => ({
      success: true as const,
      actions: await auditLog.list(requireUser(request), request.query.limit),
    }),
  );
};
