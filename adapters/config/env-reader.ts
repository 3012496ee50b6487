/** Reads one environment variable at a time and collects every problem, so start-up names them all at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

export class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  string(name: string, fallback: string): string {
    const value = this.env[name]?.trim();
    return value ? value : fallback;
  }

  optional(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  /** A value that must match `pattern` (described by `what` in the problem it reports). */
  matching(name: string, fallback: string, pattern: RegExp, what: string): string {
    const value = this.string(name, fallback);
    if (!pattern.test(value)) this.problems.push(`${name} must be ${what} (got '${value}')`);
    return value;
  }

  required(name: string, because: string): string {
    const value = this.optional(name);
    if (!value) this.problems.push(`${name} is required ${because}`);
    return value ?? '';
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got '${raw}')`);
      return fallback;
    }
    return Number(raw);
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.optional(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    this.problems.push(`${name} must be one of: true, false (got '${raw}')`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.problems.push(`${name} must be one of: ${allowed.join(', ')} (got '${raw}')`);
    return fallback;
  }

  url(name: string, fallback: string | undefined, protocols: readonly string[]): string | undefined {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    try {
      const parsed = new URL(raw);
      if (protocols.includes(parsed.protocol)) return raw;
    } catch {
      /* reported below */
    }
    this.problems.push(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (got '${raw}')`);
    return fallback;
  }
}
