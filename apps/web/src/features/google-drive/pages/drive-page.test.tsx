// @vitest-environment happy-dom
import {
  type DriveFilesReply,
  type DriveStatusReply,
  driveApiPaths,
  driveFilesReplySchema,
  driveImportRequestSchema,
  driveImportStartedSchema,
  driveImportStatusPath,
  driveImportStatusReplySchema,
  driveMessages,
  driveStatusReplySchema,
} from '@medsutra/contract/google-drive/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { renderWithApp, server } from '@/test/render';
import DrivePage from './drive-page';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const status = (reply: Omit<DriveStatusReply, 'success'>) =>
  http.get(driveApiPaths.status, () => HttpResponse.json(driveStatusReplySchema.parse({ success: true, ...reply })));
const CONNECTED = status({ configured: true, connected: true, connectedAt: '2026-11-20T10:00:00Z' });

/** Folder listings by folder id ('' for My Drive's top level). */
let folders: Record<string, Omit<DriveFilesReply, 'success'>>;
let listed: string[];
const filesAnswer = http.get(driveApiPaths.files, ({ request }) => {
  const folderId = new URL(request.url).searchParams.get('folderId') ?? '';
  listed.push(folderId);
  return HttpResponse.json(driveFilesReplySchema.parse({ success: true, ...folders[folderId] }));
});

const pdf = (id: string, name: string, imported = false) => ({
  id,
  name,
  size: 1_048_576,
  modifiedTime: '2026-11-01T00:00:00Z',
  imported,
  changed: false,
});

beforeEach(() => {
  vi.mocked(showToast).mockClear();
  listed = [];
  folders = {
    '': {
      folders: [{ id: 'fold-anatomy', name: 'Anatomy' }],
      files: [pdf('file-ecg', 'ECG basics.pdf'), pdf('file-old', 'Old notes.pdf', true)],
      nextPageToken: null,
    },
    'fold-anatomy': { folders: [], files: [], nextPageToken: null },
  };
});

describe('the Google Drive page', () => {
  it('shows that it is checking Drive while the status loads', async () => {
    server.use(
      http.get(driveApiPaths.status, async () => {
        await delay(50);
        return HttpResponse.json(
          driveStatusReplySchema.parse({ success: true, configured: false, connected: false, connectedAt: null }),
        );
      }),
    );
    renderWithApp(<DrivePage />);
    expect(screen.getByRole('status').textContent).toBe('Checking Google Drive');
    expect(await screen.findByText(driveMessages.notConfigured)).toBeTruthy();
  });

  it('says Drive is not set up on this server and offers uploading instead', async () => {
    server.use(status({ configured: false, connected: false, connectedAt: null }));
    renderWithApp(<DrivePage />);
    expect(await screen.findByText(driveMessages.notConfigured)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload PDFs' }).getAttribute('href')).toBe('/upload-pdfs');
    expect(screen.queryByRole('button', { name: 'Connect Google Drive' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your Google Drive' })).toBeNull();
  });

  it('says Drive did not answer when the status cannot be read', async () => {
    server.use(http.get(driveApiPaths.status, () => HttpResponse.error()));
    renderWithApp(<DrivePage />);
    expect(await screen.findByText(driveMessages.driveUnreachable)).toBeTruthy();
  });

  it("offers to connect when not connected, and shows the server's sentence when connecting fails", async () => {
    server.use(
      status({ configured: true, connected: false, connectedAt: null }),
      http.post(driveApiPaths.connect, () =>
        HttpResponse.json(
          { success: false, error: 'unavailable', message: driveMessages.consentFailed },
          { status: 503 },
        ),
      ),
    );
    renderWithApp(<DrivePage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect Google Drive' }));
    expect((await screen.findByRole('alert')).textContent).toBe(driveMessages.consentFailed);
    expect(screen.queryByRole('heading', { name: 'Your Google Drive' })).toBeNull();
  });

  it("says why Google's consent did not connect when it comes back refused", async () => {
    server.use(status({ configured: true, connected: false, connectedAt: null }));
    renderWithApp(<DrivePage />, { path: '/google-drive-import?drive=refused' });
    expect(await screen.findByText(driveMessages.consentRefused)).toBeTruthy();
  });

  it('shows an empty folder as such, and cannot import before something is picked', async () => {
    server.use(CONNECTED, filesAnswer);
    renderWithApp(<DrivePage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Anatomy/ }));
    expect(await screen.findByText('No folders or PDFs in this folder.')).toBeTruthy();
    expect(listed).toEqual(['', 'fold-anatomy']);
    const breadcrumbs = within(screen.getByRole('navigation', { name: 'Folder path' }));
    expect(breadcrumbs.getByText('Anatomy').getAttribute('aria-current')).toBe('location');
    // The contract refuses an import of nothing (driveMessages.noFiles): the page does not offer one.
    expect(screen.getByRole('button', { name: 'Pick PDFs or folders' }).hasAttribute('disabled')).toBe(true);
    await user.click(breadcrumbs.getByRole('button', { name: 'My Drive' }));
    expect(await screen.findByText('ECG basics.pdf')).toBeTruthy();
  });

  it('says Drive did not answer when a folder cannot be listed', async () => {
    server.use(
      CONNECTED,
      http.get(driveApiPaths.files, () => HttpResponse.error()),
    );
    renderWithApp(<DrivePage />);
    expect(await screen.findByText(driveMessages.driveUnreachable)).toBeTruthy();
  });

  it('imports the picked PDF and folder, then shows the import report', async () => {
    const sent: unknown[] = [];
    server.use(
      CONNECTED,
      filesAnswer,
      http.post(driveApiPaths.import, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          driveImportStartedSchema.parse({ success: true, importId: 'imp-1', message: driveMessages.importQueued }),
          { status: 202 },
        );
      }),
      http.get(driveImportStatusPath('imp-1'), () =>
        HttpResponse.json(
          driveImportStatusReplySchema.parse({
            success: true,
            import: {
              id: 'imp-1',
              kind: 'import',
              status: 'done',
              total: 2,
              counts: { queued: 0, imported: 1, skipped: 1, failed: 0 },
              files: [
                {
                  fileId: 'file-ecg',
                  name: 'ECG basics.pdf',
                  folderPath: '',
                  status: 'imported',
                  reason: driveMessages.imported(12),
                  pdfId: 'pdf-1',
                },
                {
                  fileId: 'file-brachial',
                  name: 'Brachial plexus.pdf',
                  folderPath: 'Anatomy',
                  status: 'skipped',
                  reason: driveMessages.unchanged,
                  pdfId: null,
                },
              ],
              note: null,
              createdAt: '2026-11-28T03:00:00Z',
              finishedAt: '2026-11-28T03:01:00Z',
            },
          }),
        ),
      ),
    );
    renderWithApp(<DrivePage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Pick ECG basics.pdf' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pick the folder Anatomy' }));
    expect(screen.getByText('Old notes.pdf').parentElement?.textContent).toContain('imported');
    await user.click(screen.getByRole('button', { name: 'Import 2 selected' }));

    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', driveMessages.importQueued));
    expect(sent).toEqual([{ fileIds: ['file-ecg'], folderIds: ['fold-anatomy'] }]);
    expect(driveImportRequestSchema.safeParse(sent[0]).success).toBe(true);

    expect(await screen.findByRole('heading', { name: 'Import finished: 1 imported, 1 skipped' })).toBeTruthy();
    const report = within(screen.getByRole('list', { name: 'Import report' }));
    expect(report.getByText(driveMessages.imported(12))).toBeTruthy();
    expect(report.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/pdf-viewer/own/pdf-1');
    expect(report.getByText(driveMessages.unchanged)).toBeTruthy();
    expect(report.getByText('in Anatomy')).toBeTruthy();
    // The picks are cleared once the import has started.
    expect(screen.getByRole('button', { name: 'Pick PDFs or folders' }).hasAttribute('disabled')).toBe(true);
  });
});
