import { formatInr, PLANS } from '@medsutra/contract/economy/table';
import { DEVICE_LIMIT, PRODUCT_NAME } from '@medsutra/contract/product';
import type { CompanyInfo } from '@medsutra/contract/site/api';
import { SUPPORT_EMAIL } from './company';
import type { ProseSection } from './types';

const paidPlanLines = PLANS.filter((plan) => plan.monthlyPriceInr > 0).map((plan) => {
  const sixMonths = plan.sixMonthPriceInr ? `, or ${formatInr(plan.sixMonthPriceInr)} for six months` : '';
  return `${plan.name}: ${formatInr(plan.monthlyPriceInr)} a month${sixMonths}, with ${plan.monthlyCoinDeposit.toLocaleString('en-IN')} Med Coins deposited each month of the plan.`;
});

export const termsLead = (company: CompanyInfo) =>
  `These terms are the agreement between you and ${company.companyName} for using ${PRODUCT_NAME}. Please read them; by creating an account or using the service you accept them.`;

/** The terms, naming the company from the server's configuration. */
export const termsSections = (company: CompanyInfo): readonly ProseSection[] => [
  {
    id: 'about',
    heading: 'About these terms',
    paragraphs: [
      `"${PRODUCT_NAME}", "we" and "us" mean ${company.companyName}. "You" means the person using the service. The service is the ${PRODUCT_NAME} website and web app, including its AI tools, notes store, marketplace, Medstagram and reward system.`,
      'If you are under 18, you may use the service only with the consent of a parent or lawful guardian, who accepts these terms on your behalf.',
    ],
  },
  {
    id: 'account',
    heading: 'Your account',
    paragraphs: ['An account is for one person. You agree to:'],
    items: [
      'give your real name and an email address you control, and keep them up to date;',
      'keep your password secret and not share your account with anyone else;',
      'tell us at once if you think someone else has used your account.',
    ],
    closing: ['You are responsible for what happens in your account unless it happened because of our failure.'],
  },
  {
    id: 'devices',
    heading: `The ${DEVICE_LIMIT}-device limit`,
    paragraphs: [
      `Each account can be used on at most ${DEVICE_LIMIT} devices. We recognise a device by a fingerprint made from its browser and device characteristics. Signing out does not free a device slot; removing the device does. You can remove a device in Manage devices when signed in, or from the sign-in screen after confirming your password.`,
      'The limit protects your account and the work of students who sell notes. Trying to get around it, for example by sharing an account or faking device details, is a breach of these terms.',
    ],
  },
  {
    id: 'plans',
    heading: 'Plans and payments',
    paragraphs: ['The Free plan costs nothing. The paid plans are:'],
    items: paidPlanLines,
    closing: [
      'Prices are in Indian rupees; any tax that applies is shown at checkout before you pay. Payments are processed by Razorpay, our payment gateway; we never see or store your card number, UPI PIN or net-banking password.',
      'A plan starts when your payment is confirmed and lasts for the period you paid for. Plans do not renew automatically: when the period ends your account returns to Free, and you keep your notes, posts, Med Coins, XP and level.',
      'We may change prices for the future. A change never affects a period you have already paid for.',
      'Refunds are covered by our refund policy.',
    ],
  },
  {
    id: 'med-coins',
    heading: 'Med Coins, XP and levels',
    paragraphs: [
      'Med Coins are virtual credits that you earn in the app, receive with a paid plan or buy in packs, and spend on the AI tools. They:',
    ],
    items: [
      'have no cash value and cannot be exchanged for money, withdrawn or redeemed outside the service;',
      'cannot be transferred, sold or given to another account;',
      'stay in your account while it is open.',
    ],
    closing: [
      'XP and levels measure your activity in the app. They have no monetary value.',
      'If an AI job fails or is refused, the Med Coins it used are returned automatically. If coins or XP are credited by mistake, or obtained by abuse such as self-referrals or automated activity, we may correct the balance and will tell you that we did.',
    ],
  },
  {
    id: 'ai-output',
    heading: 'AI tools are a study aid, not medical advice',
    paragraphs: [
      'The AI tutor, case tools, concept maker, mindmaps, study planner, image analyser and research assistant produce text by machine. It can be incomplete, out of date or wrong. Check what you learn against standard textbooks, current guidelines and your teachers.',
      'Nothing in the service is medical advice, a diagnosis or a treatment plan for a real person. Do not use it to make decisions about patient care, and do not enter information that can identify a patient.',
      'When an AI service is unavailable, some tools give an outline made without AI. Such output is always labelled as an offline outline.',
    ],
  },
  {
    id: 'your-content',
    heading: 'What you post: Medstagram, pearls, notes and the marketplace',
    paragraphs: [
      'You own what you write and upload. You give us a non-exclusive, royalty-free licence to store, copy, display and deliver it so that the service works: to you, to the people you share it with, and, for content you post on Medstagram or list in the marketplace, to other users. The licence ends when you delete the content, except for copies other users have already bought or saved under these terms.',
      'You promise that you have the right to share what you post. Do not upload textbooks, coaching institute material, question banks or other work you did not create or have permission to share.',
      'In the marketplace, the seller is responsible for what is listed and for describing it honestly. A buyer gets a licence for personal study only and may not resell or redistribute what they bought. The price, our fee and how sellers are paid are shown in the store before you list anything.',
      `We may remove content that breaks these terms or the law, and we act on complaints from rights holders. To report content, write to ${SUPPORT_EMAIL}.`,
    ],
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    paragraphs: ['You must not:'],
    items: [
      'harass, threaten or demean anyone, or post hateful, sexual or violent content;',
      'post identifiable patient information, images of patients without consent, or anyone else’s personal data;',
      'post false medical claims presented as fact, or advertise products and services without our permission;',
      'scrape, copy in bulk or resell the service or its content, or use bots to earn Med Coins or XP;',
      'probe, overload or break the service’s security, or get around the device limit or paid features;',
      'use the service for anything illegal under Indian law.',
    ],
  },
  {
    id: 'our-content',
    heading: 'Our content and name',
    paragraphs: [
      `The service, its design, software and the content we write belong to us or our licensors. You may use them for your own study. The ${PRODUCT_NAME} name and logo are ours; do not use them in a way that suggests we endorse you.`,
    ],
  },
  {
    id: 'suspension',
    heading: 'Suspension and closing your account',
    paragraphs: [
      'You can stop using the service at any time and delete your account yourself: Profile, Your data, Delete my account (see the privacy policy for what is erased and what the law makes us keep).',
      'We may suspend or close an account that seriously or repeatedly breaks these terms. Except where the law or safety requires otherwise, we tell you why and give you a chance to respond. If we close an account without a breach on your part, we refund the unused part of a paid plan.',
    ],
  },
  {
    id: 'availability',
    heading: 'Availability and beta features',
    paragraphs: [
      'We work to keep the service available and your data safe, but it may sometimes be unavailable for maintenance or for reasons outside our control. Features marked as beta may change or be withdrawn.',
    ],
  },
  {
    id: 'liability',
    heading: 'Our responsibility to you',
    paragraphs: [
      'We provide the service with reasonable skill and care. To the extent the law allows, we are not responsible for losses that were not foreseeable, for exam results, or for decisions made on the basis of AI output, and our total liability for any claim is limited to the amount you paid us in the six months before the claim arose.',
      'Nothing in these terms limits rights you have under the Consumer Protection Act, 2019 or other law that cannot be limited by agreement.',
    ],
  },
  {
    id: 'privacy',
    heading: 'Your personal data',
    paragraphs: [
      'How we collect and use your personal data, and your rights under the Digital Personal Data Protection Act, 2023, are set out in our privacy policy.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    paragraphs: [
      'We may update these terms when the service or the law changes. If a change affects you materially, we tell you in the app or by email before it takes effect. Continuing to use the service after that means you accept the new terms.',
    ],
  },
  {
    id: 'law',
    heading: 'Governing law and disputes',
    paragraphs: [
      'These terms are governed by the laws of India. Please contact us first so that we can try to resolve any problem. If we cannot, the courts at the place of our registered office in India have jurisdiction, without affecting your right to approach a consumer commission.',
      `${company.companyName}, ${company.companyAddress}.`,
      `Questions about these terms: ${SUPPORT_EMAIL} or the contact form. Complaints about your personal data: our Grievance Officer at ${company.grievanceEmail}.`,
    ],
  },
];
