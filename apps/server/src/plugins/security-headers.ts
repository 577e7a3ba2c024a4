import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Razorpay Checkout's script, and the frames and calls it makes. */
const RAZORPAY_SCRIPT_ORIGIN = 'https://checkout.razorpay.com';
const RAZORPAY_API_ORIGIN = 'https://api.razorpay.com';
/** Chatbase's widget script and the frame it opens, when a Chatbase agent is configured. */
const CHATBASE_ORIGIN = 'https://www.chatbase.co';

/**
 * A Content-Security-Policy the built app passes: no inline scripts, and no third-party origins
 * except Razorpay Checkout's (only when Razorpay takes the payments) and Chatbase's widget (only
 * when a Chatbase agent id is configured).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; razorpayCheckout?: boolean; chatbaseWidget?: boolean },
) {
  const chatbase = options.chatbaseWidget ? [CHATBASE_ORIGIN] : [];
  const razorpay = [...(options.razorpayCheckout ? [RAZORPAY_SCRIPT_ORIGIN] : []), ...chatbase];
  const razorpayFrames = [
    ...(options.razorpayCheckout ? [RAZORPAY_SCRIPT_ORIGIN, RAZORPAY_API_ORIGIN] : []),
    ...chatbase,
  ];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...razorpay],
        // Radix and sonner set inline style attributes and a style element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...razorpayFrames],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'", ...razorpayFrames],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google sign-in's popup posts back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: options.https,
  });
}
