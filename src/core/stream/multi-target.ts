/** The lazy chunk of multi-target answers: read whole, or swapped region by region as they arrive. */
export { replacementsIn } from './multi-target-regions.ts';
export { StreamedSwap } from './streamed-swap.ts';
