import { REVISION_SUBTOPIC_COUNT } from '@medsutra/contract/economy/table';
import { PRODUCT_NAME } from '@medsutra/contract/product';
import { paths } from '@medsutra/contract/routes';

export interface BlogArticle {
  id: string;
  title: string;
  summary: string;
  paragraphs: readonly string[];
  link?: { to: string; label: string };
}

/** Short pieces by the team. Advice only: no statistics, no claims we cannot stand behind. */
export const BLOG_ARTICLES: readonly BlogArticle[] = [
  {
    id: 'active-recall',
    title: 'Close the book and ask yourself',
    summary: 'Rereading feels productive. Answering questions from memory is what makes facts stick.',
    paragraphs: [
      'Highlighting and rereading make a chapter feel familiar, and familiarity is easy to mistake for knowing. The exam does not ask whether a page looks familiar; it asks you to pull an answer out of memory. Practising exactly that, retrieval, is one of the best-supported study habits there is.',
      'After each topic, close the book and write or say the key points: the definition, the mechanism, the classic presentation, the first-line investigation and treatment. Then check. What you missed is what you revise.',
      `In ${PRODUCT_NAME}, ask the AI tutor to quiz you on the topic you just read instead of explaining it again, and finish with a short set of MCQs. Every wrong option you chose is a pearl waiting to be written.`,
    ],
  },
  {
    id: 'previous-year-questions',
    title: 'Read previous-year questions for patterns, not answers',
    summary: 'Memorising last year’s answers helps once. Learning why those topics were asked helps every year.',
    paragraphs: [
      'Previous-year questions show which topics examiners return to and how they like to ask: a clinical vignette, an image, a drug of choice, a “most common” fact. That is more useful than the answers themselves.',
      'When you solve a previous-year question, ask what else could have been asked from the same topic. If the question was about the drug of choice, learn the mechanism and the adverse effects too. The next paper rarely repeats a question word for word, but it often comes back to the same idea.',
      'This is also the idea behind our topic prediction: analysing previous-year questions to rank topics by how often and how recently they appear.',
    ],
    link: { to: paths.predictionBlog, label: 'How our NEET PG topic prediction works' },
  },
  {
    id: 'spaced-revision',
    title: 'Revise in widening gaps',
    summary: 'A topic revised once is forgotten. The same topic revised a day, a week and a month later stays.',
    paragraphs: [
      'Memory fades quickly after first learning and more slowly after each revision. So revise a topic soon after you study it, then again after a longer gap, then after a longer one still. Each revision is quicker than the last.',
      `The smart revision tracker splits the syllabus into ${REVISION_SUBTOPIC_COUNT.toLocaleString('en-IN')} revision subtopics. Tick one off when you revise it, and the untouched ones stand out before they become a problem in the last month.`,
      'Keep revision material short: your own mindmaps, pearls and one-page notes, not the whole textbook chapter again.',
    ],
  },
  {
    id: 'viva',
    title: 'Getting ready for viva: think aloud',
    summary: 'Examiners want to hear how you reason, not only where you end up.',
    paragraphs: [
      'In a viva the path matters as much as the answer. Practise answering in a fixed order: definition, causes, how it presents, what you would look for on examination, how you would confirm it, and how you would treat it. A structure keeps you talking sensibly even when you are nervous.',
      'For a clinical case, say what you are thinking. In neurology, localise before you name a disease: is the lesion in the brain, the spinal cord, a nerve root, a peripheral nerve, the neuromuscular junction or the muscle? Then think of what kind of process it is.',
      'The case tools work the same way: the case asks you to commit at each step, then the marking against its rubric shows you what you missed.',
    ],
    link: { to: paths.neuroCaseAi, label: 'Try NeuroCase AI' },
  },
  {
    id: 'slow-connection',
    title: 'Studying on a slow connection',
    summary: 'Hostel Wi-Fi and mobile data both fail at the worst time. Plan for it.',
    paragraphs: [
      'Download the PDFs and notes you will need while you have a good connection. Notes you save for offline use open without internet, and the app tells you clearly when you are offline instead of spinning forever.',
      'Keep AI questions for when you are online, and note them down as you study offline so you can ask them together later.',
    ],
    link: { to: paths.offlineNotes, label: 'Your offline notes' },
  },
];
