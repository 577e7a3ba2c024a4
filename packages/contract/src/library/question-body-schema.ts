/** The zod half of `question-body.ts`: the replies that carry a question's body check it with this. */
import { z } from 'zod';
import { difficultySchema } from './content.ts';
import { QUESTION_FORMATS, type QuestionBody } from './question-body.ts';

const questionFigureSchema = z.object({
  id: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** A question's body fields, spread into each reply that shows a question. */
export const questionBodyShape = {
  format: z.enum(QUESTION_FORMATS),
  stem: z.string(),
  statements: z.array(z.string()).nullable(),
  match: z
    .object({
      leftTitle: z.string().nullable(),
      rightTitle: z.string().nullable(),
      left: z.array(z.string()),
      right: z.array(z.string()),
    })
    .nullable(),
  steps: z.array(z.string()).nullable(),
  assertion: z.string().nullable(),
  reason: z.string().nullable(),
  figure: questionFigureSchema.nullable(),
};
/** Where a question sits in the library and how hard it is, as the replies that list questions say it. */
export const questionPlaceShape = {
  subjectId: z.string(),
  subtopicId: z.string().nullable(),
  difficulty: difficultySchema,
};

/** Read by nothing: it stops the build when the shape and `QuestionBody` drift apart. */
const _questionBodySchema = z.object(questionBodyShape) satisfies z.ZodType<QuestionBody>;
