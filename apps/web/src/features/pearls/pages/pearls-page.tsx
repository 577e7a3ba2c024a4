/** Every pearls route in one page chunk that picks its screen by path (see notes-page.tsx for why). */
import { paths } from '@medsutra/contract/routes';
import { ScreenForPath, type ScreenProps } from '@/components/screen-for-path';
import { pagePicker } from '@/lib/page-by-path';

const list = () => import('../screens/pearls-list-screen');
const view = () => import('../screens/view-pearl-screen');
const screenFor = pagePicker<ScreenProps>(
  {
    [paths.pearls]: list,
    '/pearls-list': list,
    '/create-pearl': () => import('../screens/create-pearl-screen'),
    '/view-pearl': view,
    '/full-page-pearl': view,
  },
  (path) => path,
  paths.pearls,
);

export default function PearlsPage({ email, path }: ScreenProps) {
  return <ScreenForPath screenFor={screenFor} email={email} path={path} />;
}
