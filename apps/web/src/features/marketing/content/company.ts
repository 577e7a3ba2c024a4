import { PRODUCT_NAME } from '@medsutra/contract/product';

/**
 * The support mailbox shown on the legal and contact pages. The company's name and address and the
 * Grievance Officer's email come from the server's configuration (OPERATOR_NAME, OPERATOR_ADDRESS,
 * GRIEVANCE_EMAIL; see ../api/get-company.ts).
 */
export const SUPPORT_EMAIL = `support@${PRODUCT_NAME.toLowerCase()}.in`;
export const GRIEVANCE_OFFICER_TITLE = 'Grievance Officer';
/** Stated on each policy so readers know these texts can change and where to find the current one. */
export const POLICY_REVIEW_NOTE =
  'We update this page when our service or the law changes. The version on this page is the one that applies; if a change affects you materially we tell you in the app or by email before it takes effect.';
