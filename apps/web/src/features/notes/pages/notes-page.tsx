/**
 * Every notes route in one page chunk that picks its screen by path (as the economy's pages do):
 * the shell's page table then holds one entry for the notes, keeping /login's first load small.
 * Each screen is its own lazy chunk, so the PDF viewer's pdf.js loads only with the viewer.
 */
import { paths } from '@medsutra/contract/routes';
import { ScreenForPath, type ScreenProps } from '@/components/screen-for-path';
import { pagePicker } from '@/lib/page-by-path';

const myNotes = () => import('../screens/my-notes-screen');
const pdfViewer = () => import('../screens/pdf-viewer-screen');
const screens = {
  [paths.myNotes]: myNotes,
  '/notes': myNotes,
  '/upload-pdfs': () => import('../screens/upload-pdfs-screen'),
  '/import-notes': () => import('../screens/import-notes-screen'),
  '/data-import': () => import('../screens/data-import-screen'),
  '/pdf-viewer/:type/:pdfId': pdfViewer,
  '/simple-pdf-viewer/:type/:pdfId': pdfViewer,
  '/virtual-pdf-test': () => import('../screens/virtual-pdf-test-screen'),
};
const screenFor = pagePicker<ScreenProps>(screens, (path) => path, paths.myNotes);

export const NOTES_PATHS = Object.keys(screens);

export default function NotesPage({ email, path }: ScreenProps) {
  return <ScreenForPath screenFor={screenFor} email={email} path={path} />;
}
