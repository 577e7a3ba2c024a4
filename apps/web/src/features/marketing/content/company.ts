import { PRODUCT_NAME } from '@medsutra/contract/product';

/**
 * Addresses shown on the legal and contact pages. They are placeholders at the product's domain
 * until the company confirms the real mailboxes and its registered legal name; change them here only.
 */
export const SUPPORT_EMAIL = 'support@medsutra.in';
export const GRIEVANCE_EMAIL = 'grievance@medsutra.in';
export const GRIEVANCE_OFFICER_TITLE = 'Grievance Officer';
/** The legal entity that is the Data Fiduciary; the registered name goes here once confirmed. */
export const LEGAL_ENTITY = `${PRODUCT_NAME} (the operator of this website)`;
/** Stated on each policy so readers know these texts can change and where to find the current one. */
export const POLICY_REVIEW_NOTE =
  'We update this page when our service or the law changes. The version on this page is the one that applies; if a change affects you materially we tell you in the app or by email before it takes effect.';
