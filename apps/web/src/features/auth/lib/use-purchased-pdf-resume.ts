/**
 * While signed in (and not on an offline copy of the session), carry on downloading purchased
 * PDFs: once when the signed-in app opens, and each time the connection comes back.
 */
import { useEffect } from 'react';
import { useAuthState } from '../api/get-auth-status';
import { resumePurchasedPdfDownloads } from './resume-purchased-pdfs';

export function usePurchasedPdfResume(): void {
  const auth = useAuthState();
  const email = auth.status === 'signedIn' && !auth.offline ? auth.user.email : null;
  useEffect(() => {
    if (!email) return;
    const resume = () => resumePurchasedPdfDownloads(email);
    const timer = setTimeout(resume, 1000);
    window.addEventListener('online', resume);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', resume);
    };
  }, [email]);
}
