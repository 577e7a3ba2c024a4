/** Request and reply shapes shared by the server and the web app. */
import { z } from 'zod';
import { displayText, text } from '../text.ts';
import { successReply } from './reply.ts';

export { apiPaths } from './paths.ts';

/** Every error reply has this shape. */
export const errorReplySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  requestId: z.string(),
});

export const healthReplySchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
  /** The server's clock (ISO 8601, milliseconds): the diagnostics page measures the device's offset from it. */
  serverTime: z.string(),
});
export type HealthReply = z.infer<typeof healthReplySchema>;

export const contactRequestSchema = z.object({
  name: displayText().trim().min(1, 'Please enter your name').max(100, 'Your name can be at most 100 characters'),
  email: text()
    .trim()
    .toLowerCase()
    .min(1, 'Please enter your email address')
    .max(254, 'Your email address can be at most 254 characters')
    .email('Please enter a valid email address'),
  subject: displayText().trim().min(1, 'Please enter a subject').max(150, 'The subject can be at most 150 characters'),
  message: text()
    .trim()
    .min(10, 'Please write at least 10 characters so we can help')
    .max(5000, 'Your message can be at most 5000 characters'),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactReplySchema = successReply({ message: z.string(), id: z.string() });
