import { AUTH_LOADING_CAP_MS } from '@medsutra/contract/timings';
import { useEffect, useState } from 'react';

/** True once the auth loading screen has shown for its maximum (about 1 s) since the app started. */
export function useAuthLoadingCapReached(): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReached(true), AUTH_LOADING_CAP_MS);
    return () => clearTimeout(timer);
  }, []);
  return reached;
}
