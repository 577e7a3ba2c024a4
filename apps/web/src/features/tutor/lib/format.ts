/** "23 Nov, 7:41 pm" in the reader's own time zone. */
export function formatThreadTime(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
}
