/** The logged-out header: brand, Sign Up / Sign In with their 3 s hint cards, and the menu drawer. */
import { messages } from '@medsutra/contract/messages';
import { paths } from '@medsutra/contract/routes';
import { HEADER_HINT_MS } from '@medsutra/contract/timings';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { HintCard } from '@/components/ui/hint-card';
import { BrandLink } from './brand-link';

// Radix Dialog and the drawer's content load on first use, off the sign-in page's first load.
const loadDrawer = () => import('./app-drawer');
const AppDrawer = lazy(loadDrawer);

type Hint = 'signUp' | 'signIn' | null;

export function PublicHeader() {
  const navigate = useNavigate();
  const [hint, setHint] = useState<Hint>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);

  useEffect(() => {
    if (!hint) return;
    const timer = setTimeout(() => setHint(null), HEADER_HINT_MS);
    return () => clearTimeout(timer);
  }, [hint]);

  const choose = (which: Exclude<Hint, null>) => {
    setHint(which);
    navigate(which === 'signUp' ? paths.signup : paths.login);
  };

  const openDrawer = () => {
    setDrawerMounted(true);
    setDrawerOpen(true);
  };

  return (
    <header className="sticky top-0 z-20 border-b border-border bg-surface/95 backdrop-blur">
      <div className="relative mx-auto flex max-w-6xl items-center justify-between gap-1 px-2 py-1 sm:px-3">
        <BrandLink />
        <nav aria-label={messages.shell.mainNav} className="flex items-center gap-1">
          <Button variant="secondary" size="sm" onClick={() => choose('signUp')}>
            {messages.header.signUp}
          </Button>
          <Button size="sm" onClick={() => choose('signIn')}>
            {messages.header.signIn}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={messages.header.menu}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={openDrawer}
            onPointerEnter={() => void loadDrawer()}
            onFocus={() => void loadDrawer()}
          >
            <Menu aria-hidden="true" className="size-6" />
          </Button>
        </nav>
        {hint ? (
          <HintCard
            text={hint === 'signUp' ? messages.header.signUpHint : messages.header.signInHint}
            className="absolute top-full right-3 z-30 mt-2 w-[min(20rem,calc(100vw-1.5rem))]"
          />
        ) : null}
      </div>
      {drawerMounted ? (
        <Suspense fallback={null}>
          <AppDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
