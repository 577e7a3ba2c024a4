/**
 * Every notes route in one page chunk that picks its screen by path (as the economy's pages do):
 * the shell's page table then holds one entry for the notes, keeping /login's first load small.
 * Each screen is its own lazy chunk, so the PDF viewer's pdf.js loads only with the viewer.
 */
import { paths } from '@medsutra/contract/routes';
import { type ComponentType, lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

type Screen = ComponentType<{ email: string; path: string }>;

const myNotes = lazy(() => import('../screens/my-notes-screen'));
const screens: Record<string, ReturnType<typeof lazy<Screen>>> = {
  [paths.myNotes]: myNotes,
  '/notes': myNotes,
  '/upload-pdfs': lazy(() => import('../screens/upload-pdfs-screen')),
  '/import-notes': lazy(() => import('../screens/import-notes-screen')),
  '/data-import': lazy(() => import('../screens/data-import-screen')),
  '/pdf-viewer/:type/:pdfId': lazy(() => import('../screens/pdf-viewer-screen')),
  '/simple-pdf-viewer/:type/:pdfId': lazy(() => import('../screens/pdf-viewer-screen')),
  '/virtual-pdf-test': lazy(() => import('../screens/virtual-pdf-test-screen')),
};

export const NOTES_PATHS = Object.keys(screens);

export default function NotesPage({ email, path }: { email: string; path: string }) {
  const Screen = screens[path] ?? myNotes;
  return (
    <Suspense
      fallback={
        <div className="flex min-h-[50dvh] items-center justify-center">
          <Spinner label="Loading" />
        </div>
      }
    >
      <Screen email={email} path={path} />
    </Suspense>
  );
}
