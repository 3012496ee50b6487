/**
 * Keeps a check over every served route from passing on an empty or partial route table:
 * more than `atLeast` routes, among them the routes `including` names ('METHOD /api/path').
 */
export function expectRouteTableFound(routes: readonly { key: string }[], atLeast: number, including: string[]): void {
  expect(routes.length).toBeGreaterThan(atLeast);
  expect(routes.map((route) => route.key)).toEqual(expect.arrayContaining(including));
}
