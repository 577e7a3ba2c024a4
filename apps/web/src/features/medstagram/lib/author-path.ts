import { paths } from '@medsutra/contract/routes';

export const medstagramAuthorPath = (handle: string) => `${paths.medstagram}/user/${encodeURIComponent(handle)}`;
