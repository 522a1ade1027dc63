/**
 * Counts the React roots the elements have mounted and not yet unmounted, so tests and benchmarks
 * can prove that replacing a region full of components leaves no root behind.
 */
let mounted = 0;

export function mountedRootCount(): number {
  return mounted;
}

export function rootMounted(): void {
  mounted += 1;
}

export function rootUnmounted(): void {
  mounted -= 1;
}
