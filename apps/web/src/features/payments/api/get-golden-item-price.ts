/**
 * A Golden Med Store item's title and price for the checkout's summary (the server prices the
 * order itself; this only shows what it will charge).
 */
import type { GoldenItemsReply } from '@medsutra/contract/golden-store/api';
import { goldenApiPaths } from '@medsutra/contract/golden-store/rules';
import type { PricedItem } from '@medsutra/contract/payments/rules';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useGoldenItemPrice(itemId: string | null) {
  return useQuery({
    queryKey: ['golden-store', 'items'] as const,
    queryFn: async () => (await api.get<GoldenItemsReply>(goldenApiPaths.items)).items,
    enabled: itemId !== null,
    select: (items): PricedItem | null => {
      const item = items.find((candidate) => candidate.id === itemId);
      if (!item || item.owned) return null;
      return {
        item: { kind: 'goldenPdf', itemId: item.id },
        title: item.title,
        description:
          item.description || 'A Golden Med Store PDF, added to your purchased PDFs once the payment succeeds.',
        amountInr: item.priceInr,
        amountPaise: item.priceInr * 100,
      };
    },
  });
}
