/** The app diagnostics page (`/app-diagnostic`): its words. Zod-free; the page reads only this. */
export const diagnosticsMessages = {
  title: 'App diagnostics',
  description:
    'What support needs to help you: this app, your browser, its storage and its connection. The report holds no email, password, cookie or key.',
  checking: 'Checking…',
  checkAgain: 'Check again',
  copyReport: 'Copy report',
  copied: 'The report was copied. Paste it into your message to support.',
  copyFailed: 'The report could not be copied. Select the text below and copy it yourself.',
  offline: 'You are offline: the server checks are skipped, the rest is from this device.',
  reportTitle: 'The report',
  sections: {
    app: 'App',
    storage: 'Storage on this device',
    offlineData: 'Offline data',
    connection: 'Connection',
    device: 'Browser and device',
  },
  persistentHint:
    'Storage that is not persistent may be cleared by the browser when the phone runs low on space; downloaded notes and PDFs would then be lost.',
} as const;
