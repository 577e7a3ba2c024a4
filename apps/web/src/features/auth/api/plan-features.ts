/** Moved to `@/lib/plan` (the one plan query); kept so existing imports still work. */
export * from '@/lib/plan';
