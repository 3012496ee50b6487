/** An ERN element's content: `@Name` attributes, `#` text, child elements by name, arrays for repeats. */
export interface ErnNode {
  [name: string]: ErnContent | undefined;
}

export type ErnContent = string | ErnNode | (string | ErnNode)[];

/** Every display field of ERN 4.3 that takes a territory: our deals and names hold worldwide. */
export const WORLDWIDE = 'Worldwide';

/** A text element that applies worldwide. */
export const worldwide = (text: string, extra: Record<string, string> = {}): ErnNode => ({
  '@ApplicableTerritoryCode': WORLDWIDE,
  ...Object.fromEntries(Object.entries(extra).map(([name, value]) => [`@${name}`, value])),
  '#': text,
});

/** A declared field no store reads in the message, and why (the metadata sheet still carries it). */
export interface NotInErn {
  readonly notInErn: string;
}

export const isNotInErn = (placement: object): placement is NotInErn => 'notInErn' in placement;
