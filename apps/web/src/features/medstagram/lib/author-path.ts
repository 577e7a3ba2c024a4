import { paths } from '@medsutra/contract/routes';

/**
 * One author's page on the route table's `/medstagram/user/:email` pattern, by public handle (the
 * segment keeps its first name; an email there opens only its owner's page).
 */
export const medstagramAuthorPath = (handle: string) => `${paths.medstagram}/user/${encodeURIComponent(handle)}`;
