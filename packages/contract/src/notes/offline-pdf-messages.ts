/**
 * The words of /offline-notes' section on the PDFs kept on this device. Apart from messages.ts,
 * which the sign-in page's first load carries; only the offline notes page's chunk needs these.
 */
export const offlinePdfMessages = {
  pdfsTitle: 'Offline PDFs on this device',
  pdfsEmpty:
    'No PDFs are kept on this device yet. Open a PDF and choose "Keep offline"; purchased PDFs download by themselves.',
  pdfsEncrypted: 'Encrypted on this device for you alone; signing out removes them.',
  autoDownload: 'Download my purchased PDFs automatically',
  autoDownloadHint: 'After sign-in, on Wi-Fi only (never on mobile data or with Data Saver on).',
  purchased: 'Purchased',
  storageUsed: (used: string, free: string) => `${used} used · ${free} free on this device`,
} as const;
