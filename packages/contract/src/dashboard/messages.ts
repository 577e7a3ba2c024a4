/** The dashboard page's sentences (its own lazy chunk, so not in messages.ts' first load). */
export const dashboardMessages = {
  welcome: (name: string) => `Welcome back, ${name}`,
  welcomeNoName: 'Welcome back',
  /** The first time an account opens the dashboard on a device. */
  welcomeFirst: (name: string) => `Welcome, ${name}`,
  welcomeFirstNoName: 'Welcome',
  toolsTitle: 'Your tools',
} as const;
