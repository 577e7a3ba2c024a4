import { ACCOUNT_DATA_RULES } from '@medsutra/contract/account/data';
import { DEVICE_LIMIT, PRODUCT_NAME } from '@medsutra/contract/product';
import type { CompanyInfo } from '@medsutra/contract/site/api';
import { GRIEVANCE_OFFICER_TITLE } from './company';
import type { ProseSection } from './types';

export const PRIVACY_LEAD = `This notice explains what personal data ${PRODUCT_NAME} collects, why, and the rights you have under India's Digital Personal Data Protection Act, 2023 (the DPDP Act).`;

/** The notice, naming the company and its Grievance Officer from the server's configuration. */
export const privacySections = (company: CompanyInfo): readonly ProseSection[] => [
  {
    id: 'fiduciary',
    heading: 'Who is responsible for your data',
    paragraphs: [
      `${company.companyName} is the Data Fiduciary for the personal data processed through ${PRODUCT_NAME}: we decide why and how it is processed. In this notice "you" are the Data Principal, the person the data is about.`,
      'Companies that process data for us on our instructions, such as our hosting provider, are Data Processors. We stay responsible for what they do with your data.',
    ],
  },
  {
    id: 'data',
    heading: 'The personal data we process',
    paragraphs: ['We collect only what the service needs:'],
    items: [
      'Account data: your name, email address, a one-way hash of your password (never the password itself), your Google account identifier if you sign in with Google, your referral code and who referred you.',
      `Device data: a device fingerprint made from your browser and device characteristics, the device name, and when it was last used, so that we can keep each account to ${DEVICE_LIMIT} devices. We also record IP addresses and browser details for sign-in sessions and security.`,
      'Payment data: the plan or coin pack you bought, the amount, the date and the payment and order identifiers from Razorpay, our payment gateway. Razorpay collects your card, UPI or bank details directly; we never receive your card number, CVV or UPI PIN.',
      'Your content: notes and PDFs you upload or import from Google Drive (only the files you choose), pearls, Medstagram posts, comments and likes, marketplace listings, your questions to the AI tools and their answers.',
      'Study and reward data: Med Coins and XP earned and spent, your level, streak, revision progress, MCQ answers and study plans.',
      'Messages to us: what you write in the contact form or by email, and our replies.',
    ],
  },
  {
    id: 'purposes',
    heading: 'Why we process it',
    paragraphs: ['We use your personal data for these purposes, and no others without asking you:'],
    items: [
      'to create and secure your account, keep you signed in and enforce the device limit;',
      'to provide the features you use: AI answers, case tools, notes, Medstagram, the marketplace and the leaderboard;',
      'to keep an accurate record of your Med Coins, XP, plan and payments, and to process refunds;',
      'to answer your messages and grievances;',
      'to keep the service safe: detecting abuse, fraud and attacks;',
      'to meet legal obligations, such as keeping payment records required by tax law.',
    ],
    closing: ['We do not sell your personal data, and we do not use it for advertising.'],
  },
  {
    id: 'consent',
    heading: 'Consent and how to withdraw it',
    paragraphs: [
      'We process your personal data on the basis of the consent you give when you create an account, after seeing this notice, and, where the DPDP Act allows, for legitimate uses such as meeting a legal obligation. Optional features such as Google Drive import ask for your consent separately when you first use them.',
      `You can withdraw consent at any time, as easily as you gave it: disconnect Google Drive in the app, delete content you posted, or delete your account yourself (see “Download your data and delete your account” below). Withdrawal does not affect processing that happened before it. After withdrawal we stop processing and erase the data concerned, unless the law requires us to keep it; without an account we cannot provide the service.`,
      'You may also give, manage or withdraw consent through a Consent Manager registered with the Data Protection Board of India, once such managers are available.',
    ],
  },
  {
    id: 'rights',
    heading: 'Your rights as a Data Principal',
    paragraphs: ['Under the DPDP Act you have the right to:'],
    items: [
      'Access: a summary of the personal data we process about you, what we do with it, and the other Data Fiduciaries and Data Processors we have shared it with.',
      'Correction and erasure: to have inaccurate or misleading data corrected, incomplete data completed, data updated, and data erased when it is no longer needed for the purpose you consented to.',
      'Grievance redressal: to have a complaint about how we handle your data answered by us.',
      'Nomination: to nominate another person to exercise your rights if you die or become unable to do so.',
    ],
    closing: [
      'You can correct your name and mobile number yourself in your profile, download your data and delete your account there (next section). For anything else, write to our Grievance Officer below. We may need to confirm that the request comes from you before we act on it, and we respond within the time the DPDP Rules set.',
      'The Act also asks Data Principals to give accurate information and not to file false or frivolous complaints.',
    ],
  },
  {
    id: 'your-data',
    heading: 'Download your data and delete your account',
    paragraphs: [
      'Signed in, open your Profile and find the card “Your data”. It offers two actions.',
      `Download my data: we prepare a ZIP file of JSON files holding every record that names you: your profile, devices, sign-in sessions, Med Coin and XP history and balance, orders, payments and plans, mindmaps, Medstagram posts, messages you sent us and the copies we hold of emails we sent you, and the records of your data requests. Password-reset and sign-in links appear as when they were made, used and expired; we never export passwords or the secret part of any link. Preparing it takes a minute or so; the download link then works only when you are signed in to your own account, for ${ACCOUNT_DATA_RULES.exportLinkDays} days.`,
      `Delete my account: enter your password (an account that signs in only with Google confirms with a tick instead) and your account is deleted ${ACCOUNT_DATA_RULES.deletionWaitDays} days later. The card shows the date and a Cancel button; signing in during those ${ACCOUNT_DATA_RULES.deletionWaitDays} days also cancels the deletion.`,
      'On that date we erase your sessions and devices, your mindmaps and their PDFs, your Medstagram posts, your password-reset and sign-in links, your messages to us and our copies of emails we sent you, and your data exports. Your name, email address, mobile number, password and Google link are removed from your account record, which is kept only as an anonymous placeholder. Payment records (orders, amounts, dates and payment identifiers) are kept, without your name, for as long as tax and payment law require; your Med Coin and XP history stays as anonymous entries so that the accounts still add up, and you lose the balance.',
      'We record each request (what was asked, when, and how it ended) without any personal data but your account’s identifier.',
    ],
  },
  {
    id: 'grievance',
    heading: 'Grievance Officer',
    paragraphs: [
      `Questions, requests and complaints about your personal data go to our ${GRIEVANCE_OFFICER_TITLE} at ${company.grievanceEmail}. Please include the email address of your account and what you would like us to do.`,
      `${company.companyName}, ${company.companyAddress}.`,
      'If you are not satisfied with our answer, you may complain to the Data Protection Board of India after using our grievance process.',
    ],
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    paragraphs: ['We share personal data only as needed for the purposes above:'],
    items: [
      'Data Processors who run parts of the service for us: hosting and storage, email delivery, and the AI service providers that generate answers for the AI tools (they receive the text you send to a tool, not your account details);',
      'Razorpay, to take payments and make refunds;',
      'Google, when you choose Google sign-in or Google Drive import;',
      'other users, for what you choose to make visible: your name, level and XP on the leaderboard, and what you post on Medstagram or list in the marketplace;',
      'government authorities, when the law requires it.',
    ],
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    paragraphs: [
      `We keep your personal data while your account is open. When you delete your account (it is erased ${ACCOUNT_DATA_RULES.deletionWaitDays} days after you ask, as described above) or withdraw consent, we erase your personal data and tell our Data Processors to do the same, except for what the law requires us to keep, such as payment and tax records and security logs, which we keep only for the period the law sets.`,
      'Content other users bought from you in the marketplace stays available to them under the terms of sale.',
    ],
  },
  {
    id: 'children',
    heading: 'Children',
    paragraphs: [
      'Under the DPDP Act a child is anyone under 18. Before we process a child’s personal data we obtain verifiable consent from a parent or lawful guardian. We do not track or monitor the behaviour of children or target advertising at them.',
      `If you believe a child is using ${PRODUCT_NAME} without a parent’s consent, write to ${company.grievanceEmail} and we will suspend the account and erase its data.`,
    ],
  },
  {
    id: 'transfers',
    heading: 'Processing outside India',
    paragraphs: [
      'Some of our Data Processors, such as AI service providers, may process data outside India. We transfer personal data only to countries the Central Government has not restricted under the DPDP Act, and only under contracts that require the same protection this notice promises.',
    ],
  },
  {
    id: 'security',
    heading: 'How we protect it',
    paragraphs: [
      'We use reasonable security safeguards to prevent personal data breaches: encrypted connections, hashed passwords, sessions that expire, limits on who at the company can see personal data, and logs of access.',
      'If a personal data breach happens, we inform the Data Protection Board of India and each affected person as the DPDP Act requires, with what happened, its likely consequences and what we are doing about it.',
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies and storage on your device',
    paragraphs: [
      'We use a cookie to keep you signed in, and your browser’s storage to keep offline notes, your device identifier and your preferences on your device. We do not use advertising cookies.',
    ],
  },
];
