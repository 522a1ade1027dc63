/** The lazy chunk of multi-target answers: read whole, or swapped region by region as they arrive. */
export { extractRegions } from './multi-target-regions.ts';
export { StreamedSwap } from './streamed-swap.ts';
