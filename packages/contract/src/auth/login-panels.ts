/**
 * The sign-in page's collapsible panels: the features comparison, a success story (labelled as
 * an illustration: no real student is quoted) and trusted sources to check AI answers against.
 */
import { PRODUCT_NAME } from '../product.ts';

export const loginPanels = {
  comparisonTitle: 'One app instead of three',
  comparisonColumns: { oldApp: 'Instead of', feature: `In ${PRODUCT_NAME}`, benefit: 'What you gain' },
  comparison: [
    {
      oldApp: 'A general AI chat app',
      feature: '24x7 AI medical tutor',
      description: 'Ask about any topic, case or viva question, in the words your examiners use.',
      benefits: [
        'Answers shaped for MBBS, NEET PG, INICET and FMGE',
        'Clinical case tools for neurology, gastro and ward rounds',
      ],
    },
    {
      oldApp: 'A messaging group for notes',
      feature: 'Notes store and PDFs',
      description: 'Keep, buy and sell notes; import from Google Drive; read them offline.',
      benefits: ['Notes stay organised by subject', 'Downloaded notes open without a connection'],
    },
    {
      oldApp: 'A photo social app',
      feature: 'Medstagram',
      description: 'A study feed where students share mindmaps, pearls and notes.',
      benefits: ['Only study content in your feed', 'Earn XP and Med Coins for sharing'],
    },
  ],
  storyTitle: 'A success story (an illustration)',
  story:
    'Picture a final-year student with a viva next week. She asks the AI tutor for the causes of hepatomegaly, turns the answer into a mindmap, revises it from her downloaded notes on the bus, and tracks the subtopics she has finished. This is an illustration of how the tools fit together, not a quote from a real student.',
  sourcesTitle: 'Trusted sources',
  sourcesIntro: 'AI answers can be wrong. Check what you learn against the books and bodies your exams follow:',
  sources: [
    'Your standard MBBS textbooks for each subject',
    'National Medical Commission (NMC) curriculum documents',
    'NBEMS information bulletins for NEET PG and FMGE',
    'AIIMS notices for INICET',
  ],
} as const;
