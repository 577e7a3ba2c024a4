/** Product identity: the one place the name and slug are written. */
export const PRODUCT_NAME = 'MedSutra';
export const PRODUCT_SLUG = 'medsutra';
export const PRODUCT_TAGLINE = 'AI exam preparation for MBBS, NEET PG, INICET and FMGE';
export const PRODUCT_DESCRIPTION =
  'MedSutra is one app for Indian medical students: a 24x7 AI medical tutor, clinical case tools, mindmaps, a notes store with PDFs, the Medstagram study feed, MCQ practice and a reward economy of Med Coins, XP and levels.';

/** Each account may use at most this many devices. */
export const DEVICE_LIMIT = 2;
