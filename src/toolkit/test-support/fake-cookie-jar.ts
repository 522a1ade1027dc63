/** Test stand-in for `document.cookie`: keeps name=value pairs and records every assignment. */
import type { CookieJar } from '../cookies.ts';

export class FakeCookieJar implements CookieJar {
  readonly writes: string[] = [];
  private readonly values = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.values.set(name, value);
  }

  get cookie(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set cookie(assignment: string) {
    this.writes.push(assignment);
    const [pair = '', ...attributes] = assignment.split(';');
    const [name = '', value = ''] = pair.split('=');
    if (attributes.some((attribute) => attribute.trim().toLowerCase() === 'max-age=0')) {
      this.values.delete(name.trim());
    } else {
      this.values.set(name.trim(), value);
    }
  }
}
