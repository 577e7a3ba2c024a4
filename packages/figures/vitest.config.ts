import { defineConfig } from 'vitest/config';
import { ciReporters } from '../../vitest.reporters.ts';

export default defineConfig({ test: { include: ['src/**/*.test.ts'], ...ciReporters('figures') } });
