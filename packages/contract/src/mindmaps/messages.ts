/**
 * The words of the mindmap screens beyond the rules' own sentences: labels, empty states, the
 * viewer's controls and the Medstagram feed. The sentences of the rules (toasts, validation, the
 * catalogue) live in `mindmaps/api.ts` and `medstagram/api.ts`; this file adds the rest in the same voice.
 */
import { formatIndianNumber } from '../economy/table.ts';
import type { MindmapStatus } from './api.ts';

export const mindmapScreenMessages = {
  back: 'Back to AI study tools',
  title: 'Mindmap generator',
  description: 'Type a medical topic and get a mindmap you can explore, download as a PDF and share.',
  balanceLabel: 'Your Med Coins',
  balanceValue: (balance: number) => formatIndianNumber(balance),
  balanceLoading: 'Loading your Med Coins…',
  balanceUnknown: 'Not available right now',
  topicLabel: 'Topic',
  topicPlaceholder: 'e.g. Heart failure',
  /** With the price as this install sells it: "Generate (10 Med Coins, library version)". */
  generate: (price: string) => `Generate (${price})`,
  getCoins: 'Get Med Coins',
  runningTitle: 'Your mindmap is on its way',
  runningTopics: (topics: string[]) =>
    topics.length === 1 ? `Working on: ${topics[0]}` : `Working on ${topics.length} mindmaps: ${topics.join(', ')}`,
  listTitle: 'Saved mindmaps',
  refreshList: 'Refresh saved mindmaps',
  listLoading: 'Loading saved mindmaps…',
  listEmpty: 'No mindmaps yet. Type a topic and generate your first one.',
  created: (when: string) => `Created ${when}`,
  status: {
    queued: 'Queued',
    generating: 'Generating',
    ready: 'Ready',
    failed: 'Failed',
  } satisfies Record<MindmapStatus, string>,
  offlineBadge: 'Offline outline',
  libraryOfflineBadge: 'From the library (offline)',
  pdfPreparing: 'Preparing the PDF…',
  open: 'Open',
  openLabel: (topic: string) => `Open the mindmap ${topic}`,
  share: 'Share',
  shareLabel: (topic: string) => `Share ${topic} to Medstagram`,
  pdf: 'PDF',
  pdfLabel: (topic: string) => `Download ${topic} as a PDF`,
  viewerTitle: 'Mindmap',
  closeViewer: 'Close mindmap',
  viewerLoading: 'Loading the mindmap…',
  viewerFailed: 'Error: Failed to load the mindmap',
  viewerNotReady: 'This mindmap is not ready yet. It opens here once it has been generated.',
  aiNote: 'Written by an AI model. AI can make mistakes: check important facts against your textbook.',
} as const;

export const mindmapShareDialogMessages = {
  title: 'Share to Medstagram',
  description: 'Other students will see this mindmap, its title and your description on Medstagram.',
  close: 'Close',
  titleLabel: 'Title',
  descriptionLabel: 'Description (optional)',
  descriptionPlaceholder: 'What should other students know about this mindmap?',
  cancel: 'Cancel',
  submit: 'Share',
} as const;

export const mindmapViewerMessages = {
  label: (topic: string) => `Mindmap: ${topic}`,
  canvasLabel: (topic: string) => `Map of ${topic}`,
  mapLayout: 'Map',
  outlineLayout: 'Outline',
  layoutLabel: 'Layout',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fit: 'Fit to screen',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  fullScreen: 'Full screen',
  exitFullScreen: 'Exit full screen',
  canvasHelp: 'Drag to move the map, pinch or use the buttons to zoom. Tap a node to open or close its branch.',
  expand: (label: string) => `Show what is under ${label}`,
  collapse: (label: string) => `Hide what is under ${label}`,
  hiddenCount: (count: number) => `+${count}`,
  zoomLevel: (percent: number) => `${percent}%`,
} as const;
