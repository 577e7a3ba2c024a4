/** The one toast outlet. Mounted lazily by the app provider; call `toast` from 'sonner' anywhere. */
import { TOAST_DEFAULT_MS } from '@medsutra/contract/timings';
import { Toaster as Sonner } from 'sonner';

export default function Toaster() {
  return (
    <Sonner
      position="top-center"
      closeButton
      richColors
      duration={TOAST_DEFAULT_MS}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
