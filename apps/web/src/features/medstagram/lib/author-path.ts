import { paths } from '@medsutra/contract/routes';

/**
 * The route table's `/medstagram/user/:email` pattern and one author's page on it, by public
 * handle (the spec's name for the segment stays; an email there opens only its owner's page).
 */
export const MEDSTAGRAM_AUTHOR_ROUTE = `${paths.medstagram}/user/:email`;
export const medstagramAuthorPath = (handle: string) => `${paths.medstagram}/user/${encodeURIComponent(handle)}`;
