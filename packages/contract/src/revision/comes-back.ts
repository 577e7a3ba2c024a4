/** The four-button rating (again, hard, good, easy) that revision and flashcards share. */
import { z } from 'zod';

/** When the subtopic or card comes back after each rating (ISO instants): what the rating buttons show. */
export const comesBackSchema = z.object({
  again: z.string(),
  hard: z.string(),
  good: z.string(),
  easy: z.string(),
});
