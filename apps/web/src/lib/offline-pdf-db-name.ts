/** The IndexedDB database of offline PDFs and their device keys; apart so sign-out can delete it without loading the store. */
export const OFFLINE_PDF_DB_NAME = 'medsutra-offline-pdfs';
