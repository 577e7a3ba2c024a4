// @vitest-environment happy-dom
/**
 * The offline screens read only this device's stores (IndexedDB, local storage), never the
 * network: the stores are replaced here, and the MSW server refuses any call they might make.
 */
import { messages } from '@medsutra/contract/messages';
import { offlineNoteMessages } from '@medsutra/contract/notes/offline-messages';
import { offlinePdfMessages } from '@medsutra/contract/notes/offline-pdf-messages';
import { paths } from '@medsutra/contract/routes';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatBytes } from '@/lib/format-bytes';
import { getOfflineNotes, type OfflineNote } from '@/lib/offline-notes-store';
import { listOfflinePdfs, type OfflinePdfRecord, storageState } from '@/lib/offline-pdf-store';
import { autoDownloadEnabled } from '@/lib/purchased-pdf-sync';
import { rememberUser } from '@/lib/storage';
import { renderWithApp } from '@/test/render';
import { OfflineNoteView } from '../components/offline-note-view';
import { OfflinePage } from '../components/offline-page';
import OfflineNotesPage from './offline-notes-page';

vi.mock('@/lib/offline-notes-store', () => ({ getOfflineNotes: vi.fn() }));
vi.mock('@/lib/offline-pdf-store', () => ({ listOfflinePdfs: vi.fn(), storageState: vi.fn() }));

const o = messages.offline;
const EMAIL = 'asha@example.com';

const NOTES: OfflineNote[] = [
  {
    id: 'n1',
    title: 'Heart failure',
    subject: 'Medicine',
    content: 'NYHA classes I to IV',
    savedAt: '2026-11-20T08:30:00Z',
  },
  { id: 'n2', content: '' },
];

const pdf = (id: string, overrides: Partial<OfflinePdfRecord>): OfflinePdfRecord => ({
  id,
  title: `PDF ${id}`,
  encryptedData: new ArrayBuffer(0),
  downloadedAt: '2026-11-20T08:30:00Z',
  fileSize: 2 * 1024 * 1024,
  owner: EMAIL,
  ...overrides,
});

beforeEach(() => {
  vi.mocked(getOfflineNotes).mockReset().mockResolvedValue([]);
  vi.mocked(listOfflinePdfs).mockReset().mockResolvedValue([]);
  vi.mocked(storageState).mockReset().mockResolvedValue(null);
  rememberUser({ email: EMAIL });
});
afterEach(() => window.localStorage.clear());

describe('the offline notes page', () => {
  it('lists the remembered student’s downloaded notes, each opening offline, with defaults for a bare note', async () => {
    vi.mocked(getOfflineNotes).mockResolvedValue(NOTES);
    renderWithApp(<OfflineNotesPage />);
    const first = await screen.findByRole('link', { name: /Heart failure/ });
    expect(first.getAttribute('href')).toBe(`${paths.myNotes}?offline=true&noteId=n1`);
    expect(first.textContent).toContain('Medicine');
    const bare = screen.getByRole('link', { name: new RegExp(o.defaultNoteTitle) });
    expect(bare.textContent).toContain(o.defaultNoteSubject);
    expect(vi.mocked(getOfflineNotes)).toHaveBeenCalledWith(EMAIL);
    expect(screen.queryByText(o.empty)).toBeNull();
  });

  it('says how to get notes and PDFs offline when this device has none', async () => {
    renderWithApp(<OfflineNotesPage />);
    expect(await screen.findByText(o.empty)).toBeTruthy();
    expect(await screen.findByText(offlinePdfMessages.pdfsEmpty)).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('reads no one’s notes when no student was signed in on this device', async () => {
    window.localStorage.clear();
    renderWithApp(<OfflineNotesPage />);
    expect(await screen.findByText(o.empty)).toBeTruthy();
    expect(vi.mocked(getOfflineNotes)).not.toHaveBeenCalled();
    // The PDF section belongs to a student: without one it is not shown at all.
    expect(screen.queryByText(offlinePdfMessages.pdfsTitle)).toBeNull();
  });

  it('lists the kept PDFs newest first with their size and the space left, and remembers the auto-download switch', async () => {
    vi.mocked(listOfflinePdfs).mockResolvedValue([
      pdf('old', { title: 'Anatomy atlas', downloadedAt: '2026-10-01T00:00:00Z', origin: 'own' }),
      pdf('new', { title: 'Golden pharmacology', downloadedAt: '2026-11-25T00:00:00Z', origin: 'purchased' }),
    ]);
    vi.mocked(storageState).mockResolvedValue({ usage: 5 * 1024 * 1024, quota: 105 * 1024 * 1024, persisted: true });
    renderWithApp(<OfflineNotesPage />);
    const newest = await screen.findByRole('link', { name: /Golden pharmacology/ });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/pdf-viewer/purchased/new',
      '/pdf-viewer/own/old',
    ]);
    expect(newest.textContent).toContain(`${offlinePdfMessages.purchased} · ${formatBytes(2 * 1024 * 1024)}`);
    expect(
      await screen.findByText(
        offlinePdfMessages.storageUsed(formatBytes(5 * 1024 * 1024), formatBytes(100 * 1024 * 1024)),
        {
          exact: false,
        },
      ),
    ).toBeTruthy();

    const auto = screen.getByRole('switch', { name: new RegExp(offlinePdfMessages.autoDownload) }) as HTMLInputElement;
    expect(auto.checked).toBe(true);
    fireEvent.click(auto);
    expect(auto.checked).toBe(false);
    expect(autoDownloadEnabled(EMAIL)).toBe(false);
  });
});

describe('the offline page shown in place of a page', () => {
  it('says the device is offline, offers to try again and lists the downloaded notes', async () => {
    vi.mocked(getOfflineNotes).mockResolvedValue(NOTES);
    renderWithApp(<OfflinePage />);
    expect(screen.getByRole('heading', { level: 1, name: o.pageTitle })).toBeTruthy();
    expect(screen.getByText(o.pageBody)).toBeTruthy();
    expect(screen.getByRole('button', { name: o.tryAgain })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Heart failure/ })).toBeTruthy();
  });
});

describe('one offline note', () => {
  it('shows the note as text, with where it is kept', async () => {
    vi.mocked(getOfflineNotes).mockResolvedValue([{ ...NOTES[0]!, content: '<b>NYHA</b> classes' }]);
    renderWithApp(<OfflineNoteView noteId="n1" />);
    expect(await screen.findByRole('heading', { name: 'Heart failure' })).toBeTruthy();
    // Shown as text, never as HTML.
    expect(screen.getByText('<b>NYHA</b> classes')).toBeTruthy();
    expect(screen.getByText(offlineNoteMessages.savedOnDevice, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: offlineNoteMessages.backToList }).getAttribute('href')).toBe(
      paths.offlineNotes,
    );
  });

  it('says a note saved without its text must be downloaded again', async () => {
    vi.mocked(getOfflineNotes).mockResolvedValue(NOTES);
    renderWithApp(<OfflineNoteView noteId="n2" />);
    expect(await screen.findByText(offlineNoteMessages.noContent)).toBeTruthy();
  });

  it('says when this device does not hold the note', async () => {
    vi.mocked(getOfflineNotes).mockResolvedValue(NOTES);
    renderWithApp(<OfflineNoteView noteId="n404" />);
    expect((await screen.findByRole('alert')).textContent).toBe(offlineNoteMessages.missing);
  });
});
