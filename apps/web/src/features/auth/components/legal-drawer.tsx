/** The sign-in page's legal side drawer (Radix, loaded on first open). */
import { loginMessages } from '@medsutra/contract/auth/messages';
import { messages } from '@medsutra/contract/messages';
import { paths } from '@medsutra/contract/routes';
import { drawerMessages } from '@medsutra/contract/shell/messages';
import { Link } from 'react-router';
import { Drawer, DrawerContent } from '@/components/ui/drawer';

const d = drawerMessages;

const LEGAL_LINKS = [
  { to: paths.aboutUs, label: d.aboutUs },
  { to: paths.contactUs, label: d.contactUs },
  { to: paths.pricing, label: messages.login.pricing },
  { to: paths.terms, label: d.terms },
  { to: paths.privacy, label: d.privacy },
  { to: paths.refund, label: d.refund },
] as const;

export default function LegalDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent title={loginMessages.legal} description={d.description} closeLabel={d.close}>
        <ul className="flex flex-col">
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={() => onOpenChange(false)}
                className="flex min-h-11 items-center rounded-lg px-2 text-ink hover:bg-surface-muted"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </DrawerContent>
    </Drawer>
  );
}
