import { authMessages } from '@medsutra/contract/auth/account-messages';
import {
  authApiPaths,
  deviceIdParamsSchema,
  devicesReplySchema,
  messageReplySchema,
  recoverDevicesRequestSchema,
  recoverRemoveDeviceRequestSchema,
  verifyDeviceReplySchema,
  verifyDeviceRequestSchema,
} from '@medsutra/contract/auth/api';
import { DEVICE_LIMIT } from '@medsutra/contract/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session-user.ts';
import type { SessionCookie } from '../sessions/session-cookie.ts';
import type { DevicesService } from './service.ts';

/** The password check of the auth module, handed in by the wiring (devices does not import auth). */
export interface PasswordProof {
  prove(email: string, password: string, ip: string): Promise<{ id: string }>;
}
/** The auth module's sign-in attempts per address. */
export interface SignInAttempts {
  countAddress(kind: 'signIn', address: string): Promise<unknown>;
}

export const deviceRoutes: FastifyPluginAsyncZod<{
  service: DevicesService;
  credentials: PasswordProof;
  limits: SignInAttempts;
  cookie: SessionCookie;
}> = async (app, { service, credentials, limits, cookie }) => {
  app.post(
    authApiPaths.verifyDevice,
    { schema: { body: verifyDeviceRequestSchema, response: { 200: verifyDeviceReplySchema } } },
    async (request) => {
      const result = await service.verify(request.user, {
        fingerprint: request.body.deviceFingerprint ?? '',
        info: request.body.deviceInfo,
        securityFlags: request.body.securityFlags,
        ipAddress: request.ip,
        userAgentHeader: request.headers['user-agent'],
      });
      return { success: true as const, ...result };
    },
  );

  // A user refused by the device limit proves her password, then sees and removes her devices.
  app.post(
    authApiPaths.recoverDevices,
    { schema: { body: recoverDevicesRequestSchema, response: { 200: devicesReplySchema } } },
    async (request, reply) => {
      await limits.countAddress('signIn', request.ip);
      const user = await credentials.prove(request.body.email, request.body.password, request.ip);
      reply.header('cache-control', 'no-store');
      return { success: true as const, devices: await service.list(user.id, null), limit: DEVICE_LIMIT };
    },
  );

  app.post(
    authApiPaths.recoverRemoveDevice,
    { schema: { body: recoverRemoveDeviceRequestSchema, response: { 200: devicesReplySchema } } },
    async (request) => {
      await limits.countAddress('signIn', request.ip);
      const user = await credentials.prove(request.body.email, request.body.password, request.ip);
      await service.remove(user.id, request.body.deviceId);
      return { success: true as const, devices: await service.list(user.id, null), limit: DEVICE_LIMIT };
    },
  );

  app.get(authApiPaths.devices, { schema: { response: { 200: devicesReplySchema } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    return { success: true as const, devices: await service.list(user.id, request.session), limit: DEVICE_LIMIT };
  });

  app.delete(
    `${authApiPaths.devices}/:id`,
    { schema: { params: deviceIdParamsSchema, response: { 200: messageReplySchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { fingerprint } = await service.remove(user.id, request.params.id);
      if (fingerprint === request.session?.deviceFingerprint) cookie.clear(reply);
      return { success: true as const, message: authMessages.server.deviceRemoved };
    },
  );
};
