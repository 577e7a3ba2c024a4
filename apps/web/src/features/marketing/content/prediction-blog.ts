import { PRODUCT_NAME } from '@medsutra/contract/product';

/*
 * The prediction figures are MedSutra's own claim as the product states it (docs/product-rules.md, AI honesty).
 * They are shown only as that claim, never as an independent result, and no other figure is added.
 */
export const PREDICTED_TOPICS_MATCHED = 157;
export const PREDICTED_TOPICS_TOTAL = 200;
export const PREDICTION_MATCH_PERCENT = 78.5;
export const PREDICTION_SUBJECT_COUNT = 19;

type PredictionSectionId = 'overview' | 'science' | 'accuracy' | 'efficiency' | 'technology';

export interface PredictionSection {
  id: PredictionSectionId;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export const PREDICTION_TITLE = 'NEET PG topic prediction: what it is and how it is made';

export const PREDICTION_LEAD = `${PRODUCT_NAME}'s own analysis reports that ${PREDICTED_TOPICS_MATCHED} of the ${PREDICTED_TOPICS_TOTAL} topics it predicted as high-yield appeared in the NEET PG paper: a ${PREDICTION_MATCH_PERCENT}% match across ${PREDICTION_SUBJECT_COUNT} subjects. Here is what that claim means, how such a prediction is made, and how to use it without betting your preparation on it.`;

export const PREDICTION_SECTIONS: readonly PredictionSection[] = [
  {
    id: 'overview',
    title: 'Overview',
    paragraphs: [
      `A topic prediction is a ranked list of the topics most likely to be asked, built from the questions that have been asked before. ${PRODUCT_NAME} made such a list of ${PREDICTED_TOPICS_TOTAL} topics spread over ${PREDICTION_SUBJECT_COUNT} subjects. By ${PRODUCT_NAME}'s own count, ${PREDICTED_TOPICS_MATCHED} of them were asked in the paper.`,
      'That figure is our own analysis. It has not been checked by anyone outside the company, and it describes a past paper: it does not promise what the next paper will contain.',
    ],
  },
  {
    id: 'science',
    title: 'Science: how a prediction is made',
    paragraphs: [
      'The method is previous-year question analysis, the same thing good teachers do by hand, done systematically:',
    ],
    items: [
      'Collect previous-year questions. NEET PG papers are generally not published, so these come from candidates’ recall of the questions, which is useful but approximate.',
      'Tag each question to its subject, topic and the concept it tests, so that two differently worded questions about the same idea count together.',
      'Count how often each topic has been asked and how recently. A topic asked in many years and in recent ones ranks higher than one asked once long ago.',
      'Adjust for change: a new guideline, a new national programme or a change in the law can make a topic more likely to be asked than its history suggests.',
      'Rank the topics and keep the top of the list, spread across subjects so that no subject is left out.',
    ],
  },
  {
    id: 'accuracy',
    title: 'Accuracy: how to read the figure',
    paragraphs: [
      `${PREDICTION_MATCH_PERCENT}% is ${PREDICTED_TOPICS_MATCHED} divided by ${PREDICTED_TOPICS_TOTAL}: the share of predicted topics that the paper asked about. It is not the share of questions in the paper that came from the list, and it does not mean the questions themselves were predicted.`,
      'Any match rate depends on how wide the topics are: a list of broad topics will match more often than a list of narrow ones. So read the figure as a sign that the list points at the right areas, not as a score you can add to your own.',
    ],
  },
  {
    id: 'efficiency',
    title: 'Efficiency: using it well',
    paragraphs: [
      'A prediction is a way to order your revision, not a replacement for the syllabus. Questions outside any list are always asked, and many of them are easy marks if you have covered the basics.',
    ],
    items: [
      'Cover the whole syllabus first; use the predicted topics to decide what to revise first and most often.',
      'In the last weeks, make sure every predicted topic has been revised at least once, and mark it in the revision tracker.',
      'For each predicted topic, learn the concept well enough to answer a question you have not seen, not just last year’s question.',
    ],
  },
  {
    id: 'technology',
    title: 'Technology',
    paragraphs: [
      'Counting and ranking questions is ordinary software. Where AI helps is in grouping questions that are worded differently but test the same concept; a person should check those groupings, because a wrong grouping changes the ranking.',
      `Inside ${PRODUCT_NAME}, you act on a prediction with the same tools you use every day: the revision tracker to see what is still untouched, MCQ practice on the topic, the AI tutor for the concept behind it, and mindmaps and pearls for quick revision. As everywhere in ${PRODUCT_NAME}, anything produced without AI is labelled as an offline outline.`,
    ],
  },
];
