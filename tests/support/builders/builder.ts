/**
 * A test builder: a complete, valid value made fresh on each call, with the fields a test names laid over it.
 * `defaults` is called per build so values such as random ids differ from one built value to the next.
 */
export function builderOf<T extends object>(defaults: () => T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...defaults(), ...overrides });
}
