/** A request's count of questions or minutes: a whole number from 1 to a maximum. */
import { z } from 'zod';

/** Every way it can be wrong (not a number, not whole, below 1, above `max`) gets the one sentence. */
export const countField = (max: number, message: string) =>
  z.number(message).int(message).min(1, message).max(max, message);
