/**
 * The offline mindmap: the standard clinical outline that every textbook chapter and viva follows,
 * for any topic. It states no facts about the topic (it cannot know them); each branch lists what
 * to look up and learn, so it is useful as a study scaffold and never pretends to be a model's work.
 */
import { MINDMAP_LABEL_MAX, type MindmapBranch, type MindmapTree } from '@medsutra/contract/mindmaps/api';

type Outline = [label: string, points: [label: string, details: string[]][]][];

const OUTLINE = (topic: string): Outline => [
  [
    'Definition',
    [
      [`What ${topic} is`, ['One-line definition, as examiners expect it', 'Key terms to define']],
      ['Classification and types', ['Standard textbook classification', 'Acute or chronic; primary or secondary']],
      ['Epidemiology', ['Age and sex most affected', 'Burden in India']],
    ],
  ],
  [
    'Causes',
    [
      [
        'Etiology by the surgical sieve',
        ['Congenital or acquired', 'Infective, inflammatory, neoplastic', 'Traumatic, metabolic, drug-induced'],
      ],
      ['Risk factors', ['Modifiable', 'Non-modifiable']],
    ],
  ],
  [
    'Pathophysiology',
    [
      ['Mechanism', ['Initiating insult', 'Sequence of events', 'Compensatory responses']],
      ['Pathology', ['Gross features', 'Microscopic features']],
    ],
  ],
  [
    'Clinical features',
    [
      ['Symptoms', ['Presenting complaint', 'Onset, duration and progression']],
      ['Signs', ['General examination', 'Systemic examination']],
      ['Clinical types and staging', ['Stage or grade at presentation']],
    ],
  ],
  [
    'Investigations',
    [
      ['Initial tests', ['Bedside tests', 'Routine blood and urine tests']],
      ['Confirmatory tests', ['Investigation of choice', 'Gold standard']],
      ['Imaging', ['First-line imaging', 'Imaging of choice']],
    ],
  ],
  [
    'Management',
    [
      ['Emergency care', ['Resuscitation and stabilisation']],
      ['Medical treatment', ['Drug of choice', 'Second-line options', 'Supportive care']],
      ['Surgical or interventional treatment', ['Indications', 'Procedure of choice']],
      ['Follow-up and prevention', ['Monitoring', 'Patient education']],
    ],
  ],
  [
    'Complications',
    [
      ['Of the condition', ['Early complications', 'Late complications']],
      ['Of treatment', ['Adverse effects of drugs and procedures']],
      ['Prognosis', ['Factors that predict outcome']],
    ],
  ],
  [
    'High-yield points',
    [
      ['Exam favourites', ['Investigation of choice', 'Drug of choice', 'Most common cause and site']],
      ['Differential diagnosis', ['Conditions that look alike and how to tell them apart']],
      ['Viva questions', ['Definitions, classifications and one-line answers']],
    ],
  ],
];

function fitLabel(text: string): string {
  return text.length <= MINDMAP_LABEL_MAX ? text : `${text.slice(0, MINDMAP_LABEL_MAX - 1)}…`;
}

export function buildOfflineMindmap(topic: string): MindmapTree {
  const name = topic.trim();
  const branches: MindmapBranch[] = OUTLINE(name).map(([label, points]) => ({
    label,
    children: points.map(([pointLabel, details]) => ({
      label: fitLabel(pointLabel),
      children: details.map((detail) => ({ label: detail })),
    })),
  }));
  return { topic: fitLabel(name), branches };
}
