/** Multipart uploads (avatar, image post): the server checks, resizes and strips the image. */
import { ApiError } from '@/lib/api-client';

export async function postImageForm<T>(path: string, file: File, fields: Record<string, string> = {}): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  const response = await fetch(path, {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => response.statusText));
  return (await response.json()) as T;
}
