/** POST /api/flashcards/reviews: a batch of ratings from this device (lib/review-queue.ts sends them). */
import {
  type FlashcardReviewsBody,
  type FlashcardReviewsReply,
  flashcardPaths,
} from '@medsutra/contract/flashcards/api';
import { api } from '@/lib/api-client';

export const sendFlashcardReviews = (body: FlashcardReviewsBody) =>
  api.post<FlashcardReviewsReply>(flashcardPaths.reviews, body);
