/** Table-driven cases for a yes/no rule: one test for each value it must accept and for each value it must refuse. */
export function itAcceptsAndRejects<T>(rule: (value: T) => boolean, cases: { accepts: readonly T[]; rejects: readonly T[] }): void {
  it.each(cases.accepts.map((value): [T] => [value]))('accepts %p', (value) => {
    expect(rule(value)).toBe(true);
  });

  it.each(cases.rejects.map((value): [T] => [value]))('rejects %p', (value) => {
    expect(rule(value)).toBe(false);
  });
}

/** Table-driven cases for a mapping: one test for each input, expecting exactly its output (titled from both). */
export function itMaps<I, O>(mapping: (input: I) => O, cases: ReadonlyArray<readonly [I, O]>, title = 'maps %p to %p'): void {
  it.each(cases.map(([input, output]): [I, O] => [input, output]))(title, (input, output) => {
    expect(mapping(input)).toEqual(output);
  });
}
