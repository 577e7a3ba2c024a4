/**
 * The envelope of a call that worked: `success: true`, then the reply's own fields, in the order
 * given (the wire format is the same as writing the object out).
 */
import { z } from 'zod';

export const successReply = <S extends z.ZodRawShape>(shape: S) => z.object({ success: z.literal(true), ...shape });
