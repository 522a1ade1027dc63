// Types of body-policy.mjs for the TypeScript benchmarks.
import type { Page } from 'playwright-core';

export function bodyPolicyScript(policy: string | null): string;
export function expectBodyPolicy(page: Page, policy: string | null): Promise<void>;
