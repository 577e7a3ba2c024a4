/** The library's sentences, for the API's errors and the library screens. */
export const libraryMessages = {
  searchRequired: 'Type something to search the library',
  searchTooShort: 'Type at least 2 characters to search the library',
  searchTooLong: 'A search can be at most 200 characters',
  subjectNotFound: 'This subject is not in the library.',
  subtopicNotFound: 'This subtopic is not in the library.',
  noNotes:
    'High-yield notes for this subtopic have not been written yet. Nothing is shown rather than something invented.',
  reportKindRequired: 'Say whether you are reporting a note, a question or a case',
  reportItemRequired: 'Say which note, question or case you are reporting',
  reportReasonRequired: 'Choose what is wrong',
  reportTextTooLong: 'Please keep the report under 2,000 characters',
  reportUnknownItem: 'That note, question or case is not in the library, so it cannot be reported.',
  reportSaved: 'Thank you. Your report has been sent to the editors.',
  reportFlood: 'You have sent many reports in a short time. Please wait a few minutes before sending another.',
  reportNotFound: 'This report does not exist.',
  resolveStatusRequired: 'Mark the report fixed or rejected',
  reportResolved: (status: 'fixed' | 'rejected') =>
    status === 'fixed' ? 'The report is marked fixed.' : 'The report is marked rejected.',
  adminOnly: 'Only an administrator can do this.',
  importFileRequired: 'Choose a file to import',
  importFileType: 'The file must be a .csv, .json or .jsonl file',
  importFileTooLarge: 'The file is too large to upload here; split it or use npm run content:import',
  importSourceRequired: 'Say where the content comes from',
  importLicenceRequired: 'Say under what licence you may use it',
  importRejected: (rows: number) =>
    `${rows} row${rows === 1 ? ' was' : 's were'} rejected, so nothing was imported. Fix them and upload the file again.`,
  importDone: (questions: number, notes: number, cases: number, unchanged: number) =>
    `Imported ${questions} question${questions === 1 ? '' : 's'}, ${notes} note${notes === 1 ? '' : 's'} and ${cases} case${cases === 1 ? '' : 's'}` +
    (unchanged > 0 ? `; ${unchanged} already in the library.` : '.'),
  notMedical: (topic: string) =>
    `"${topic}" does not look like a medical topic, so no Med Coins were spent. Try a subject from the NEET PG syllabus.`,
  notMedicalWithSuggestions: (topic: string, suggestions: string[]) =>
    `"${topic}" does not look like a medical topic, so no Med Coins were spent. Did you mean: ${suggestions.join(', ')}?`,
  nothingFound: (query: string) => `Nothing in the MedSutra library matches "${query}".`,
} as const;
