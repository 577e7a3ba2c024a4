/**
 * The More tab (`/more`): what is not an exam student's daily work but must stay one tap from the
 * tabs on a phone: notes, Medstagram, the profile (exam date, devices), the leaderboard, the
 * stores and help. Lines are the route table's own descriptions.
 */
import { hubMessages } from '@medsutra/contract/hubs/messages';
import { findRoute, paths } from '@medsutra/contract/routes';
import { useIsAdmin } from '@/features/auth/api/use-is-admin';
import { type HubItem, HubList, HubPage } from '../components/hub-list';

const MORE_PATHS = [
  paths.myNotes,
  paths.medstagram,
  paths.userProfile,
  paths.leaderboard,
  paths.pearls,
  '/stores/browse',
  paths.goldenMedStore,
  paths.medCoinsStore,
  paths.referral,
  paths.xpDetails,
  paths.manageDevices,
  paths.helpGuide,
] as const;

const ITEMS: HubItem[] = MORE_PATHS.map((path) => ({ to: path, line: findRoute(path)?.description ?? '' }));

export default function MorePage() {
  const isAdmin = useIsAdmin();
  const items = isAdmin ? [...ITEMS, { to: paths.adminConsole, line: hubMessages.more.admin }] : ITEMS;
  return (
    <HubPage path={paths.more}>
      <HubList items={items} />
    </HubPage>
  );
}
