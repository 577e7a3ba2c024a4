import { PLANS } from '@medsutra/contract/economy/table';
import { PRODUCT_NAME } from '@medsutra/contract/product';

const freePlan = PLANS.find((plan) => plan.id === 'free');
const paidPlans = PLANS.filter((plan) => plan.monthlyPriceInr > 0);

/** Reply times by plan, straight from the plan table. */
export const REPLY_TIMES: readonly { audience: string; hours: string }[] = [
  { audience: 'Free accounts', hours: freePlan?.supportReplyHours ?? '' },
  ...paidPlans.map((plan) => ({ audience: `${plan.name} members`, hours: plan.supportReplyHours })),
];

/** Shown when the request never reached the server (no network, DNS failure, blocked request). */
export const CONTACT_NETWORK_ERROR = `We could not reach ${PRODUCT_NAME}. Check your internet connection and try again; what you wrote is still here.`;

export const CONTACT_TOPICS: readonly string[] = [
  'Payments, plans and refunds: include the payment ID from your receipt or Razorpay email.',
  'Sign-in and devices: tell us the email on your account and which device you are using.',
  'Med Coins or XP that look wrong: tell us roughly when it happened and which tool you used.',
  'Mistakes in content: name the topic and what you think is wrong, with a source if you have one.',
  'Privacy requests and grievances: you can write here or to our Grievance Officer directly.',
];
