/** Picks the AI adapter from the configuration: a real provider when one is named, else offline. */
import type { Config } from '../../config.ts';
import { createOfflineProvider } from './offline.ts';
import type { AiProvider } from './provider.ts';

/** The SDK is loaded only when a provider is configured (it costs start-up time). */
export async function createAiProvider(config: Config): Promise<AiProvider> {
  if (!config.AI_BASE_URL && !config.AI_API_KEY) return createOfflineProvider();
  const { createOpenAiCompatibleProvider } = await import('./openai-compatible.ts');
  return createOpenAiCompatibleProvider({
    baseURL: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    visionModel: config.AI_VISION_MODEL,
    embeddingModel: config.AI_EMBEDDING_MODEL,
    embeddingDimensions: config.AI_EMBEDDING_DIMENSIONS,
    timeoutMs: config.AI_TIMEOUT_MS,
    maxRetries: config.AI_MAX_RETRIES,
  });
}
