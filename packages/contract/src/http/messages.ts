/**
 * The HTTP edge's sentences: what the server answers when a request itself is wrong (no such
 * endpoint, bad JSON, too many requests, another site, no session), and the contact form's
 * reply. The server and the contact form read them; they are not in messages.ts, which every
 * page's first load carries (docs/decisions/067).
 */
export const apiMessages = {
  notFound: 'There is no API endpoint at this address.',
  badAddress: 'This address is not valid. Check the link and try again.',
  addressTooLong: 'This address is too long. Check the link and try again.',
  malformedJson: 'The request body is not valid JSON. Check the data you sent and try again.',
  unsupportedMediaType: 'Send the request body as JSON with the header Content-Type: application/json.',
  bodyTooLarge: 'The request body is too large.',
  server: 'Something went wrong on our side. Please try again in a moment.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  forbiddenOrigin: 'This request came from another site and was refused.',
  signInRequired: 'Please sign in to continue.',
  notYourAccount: 'You can only see and change your own account.',
  databaseDown: 'The database is not answering.',
} as const;

export const contactFormMessages = {
  sent: 'Thank you. Your message has reached the MedSutra team; we reply by email within 24-48 hours.',
} as const;
