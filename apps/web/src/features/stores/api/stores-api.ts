/** The notes store's calls: browse, the seller's store, the buyer's orders, and their changes. */

import { moderationApiPaths } from '@medsutra/contract/admin/api';
import { type LibrarySubjectsReply, libraryApiPaths } from '@medsutra/contract/library/api';
import type {
  AdminListing,
  AdminRefund,
  Listing,
  ListingCreateRequest,
  ListingReportReason,
  ListingsQuery,
  ListingUpdateRequest,
  MyListing,
  MyListingsReply,
  PurchaseReply,
  StoreOrder,
} from '@medsutra/contract/stores/api';
import {
  adminListingActionUrl,
  adminRefundDecisionUrl,
  listingUrl,
  purchaseUrl,
  ratingUrl,
  refundRequestUrl,
  shareListingUrl,
  storesApiPaths,
} from '@medsutra/contract/stores/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { balancesMoved } from '@/lib/balances';

const storesQueryKey = ['stores'] as const;

/** How often a list showing previews still being prepared asks again (decision 069). */
const PREVIEWS_POLL_MS = 3000;
/** Polls while any listing's previews are being prepared, and stops once all are settled. */
const whilePreviewsPending = (listings: readonly Pick<Listing, 'previewStatus'>[] | undefined) =>
  listings?.some((listing) => listing.previewStatus === 'pending') ? PREVIEWS_POLL_MS : false;

function listingsSearch(query: ListingsQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

const listingsQueryOptions = (query: ListingsQuery) =>
  queryOptions({
    queryKey: [...storesQueryKey, 'listings', query] as const,
    queryFn: async () =>
      (await api.get<{ listings: Listing[] }>(`${storesApiPaths.listings}${listingsSearch(query)}`)).listings,
    refetchInterval: (current) => whilePreviewsPending(current.state.data),
  });
export const useListings = (query: ListingsQuery) => useQuery(listingsQueryOptions(query));

const myListingsQueryOptions = () =>
  queryOptions({
    queryKey: [...storesQueryKey, 'mine'] as const,
    queryFn: () => api.get<MyListingsReply>(storesApiPaths.myListings),
    refetchInterval: (current) => whilePreviewsPending(current.state.data?.listings),
  });
export const useMyListings = () => useQuery(myListingsQueryOptions());

const myOrdersQueryOptions = () =>
  queryOptions({
    queryKey: [...storesQueryKey, 'orders'] as const,
    queryFn: async () => (await api.get<{ orders: StoreOrder[] }>(storesApiPaths.myOrders)).orders,
  });
export const useMyOrders = () => useQuery(myOrdersQueryOptions());

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ListingCreateRequest) =>
      api.post<{ message: string; listing: MyListing }>(storesApiPaths.listings, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesQueryKey }),
  });
}

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; body: ListingUpdateRequest }) =>
      api.put<{ message: string; listing: MyListing }>(listingUrl(input.id), input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesQueryKey }),
  });
}

/** Buys with the purchase id made for this click: a repeated send buys once. */
export function usePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { listingId: string; purchaseId: string }) =>
      api.post<PurchaseReply>(purchaseUrl(input.listingId), { purchaseId: input.purchaseId }),
    onSettled: () => {
      balancesMoved(queryClient);
      void queryClient.invalidateQueries({ queryKey: storesQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['pdfs'] });
    },
  });
}

export function useRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { listingId: string; stars: number; review: string }) =>
      api.post<{ message: string }>(ratingUrl(input.listingId), { stars: input.stars, review: input.review }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesQueryKey }),
  });
}

export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: string; reason: string }) =>
      api.post<{ message: string }>(refundRequestUrl(input.orderId), { reason: input.reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesQueryKey }),
  });
}

/** A listing is reported into the one moderation queue (`POST /api/reports`, kind `listing`). */
export function useReportListing() {
  return useMutation({
    mutationFn: (input: { listingId: string; reason: ListingReportReason; detail: string }) =>
      api.post<{ message: string }>(moderationApiPaths.reports, {
        targetKind: 'listing',
        targetId: input.listingId,
        reason: input.reason,
        ...(input.detail.trim() ? { details: input.detail.trim() } : {}),
      }),
  });
}

/** The seller shares an approved listing to Medstagram (once; it pays the share XP). */
export function useShareListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) => api.post<{ message: string; xpAwarded: number }>(shareListingUrl(listingId), {}),
    onSuccess: () => balancesMoved(queryClient),
  });
}

// ---- admin ----
const adminKey = [...storesQueryKey, 'admin'] as const;
export const useAdminQueue = () =>
  useQuery({
    queryKey: [...adminKey, 'queue'],
    queryFn: async () => (await api.get<{ listings: AdminListing[] }>(storesApiPaths.adminQueue)).listings,
    refetchInterval: (current) => whilePreviewsPending(current.state.data),
  });
export const useAdminRefunds = () =>
  useQuery({
    queryKey: [...adminKey, 'refunds'],
    queryFn: async () => (await api.get<{ refunds: AdminRefund[] }>(storesApiPaths.adminRefunds)).refunds,
  });

export type AdminAction =
  | { kind: 'approve'; id: string }
  | { kind: 'reject' | 'take-down'; id: string; reason: string }
  | { kind: 'refund'; id: string; decision: 'approve' | 'decline' };

export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AdminAction) => {
      switch (action.kind) {
        case 'approve':
          return api.post<{ message: string }>(adminListingActionUrl(action.id, 'approve'), {});
        case 'reject':
        case 'take-down':
          return api.post<{ message: string }>(adminListingActionUrl(action.id, action.kind), {
            reason: action.reason,
          });
        case 'refund':
          return api.post<{ message: string }>(adminRefundDecisionUrl(action.id, action.decision), {});
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesQueryKey }),
  });
}

/** The library's subjects, under the library's own query key (one cache for one fact). */
export const useSubjects = () =>
  useQuery({
    queryKey: ['library', 'subjects'] as const,
    queryFn: () => api.get<LibrarySubjectsReply>(libraryApiPaths.subjects),
    staleTime: 60 * 60 * 1000,
  });
