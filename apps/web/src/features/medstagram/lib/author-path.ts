import { paths } from '@medsutra/contract/routes';

/** The route table's `/medstagram/user/:email` pattern and one author's page on it. */
export const MEDSTAGRAM_AUTHOR_ROUTE = `${paths.medstagram}/user/:email`;
export const medstagramAuthorPath = (email: string) => `${paths.medstagram}/user/${encodeURIComponent(email)}`;
