/** A GET of one student's economy figures (`path?email=`), never answered from the HTTP cache. */
import { api } from '@/lib/api-client';

export const getForEmail = <Reply>(path: string, email: string): Promise<Reply> =>
  api.get<Reply>(`${path}?${new URLSearchParams({ email })}`, { cache: 'no-store' });
