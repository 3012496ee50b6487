// UPC-A (12) and EAN-13 check digits: the demo catalogue gives its albums valid UPCs.

/** GS1 check digit for the digits before it: weights 3,1,3,... from the right. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}
