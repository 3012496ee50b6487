/** A wire type as a port hands it over: the moments the API sends as ISO strings are Dates here. */
export type WithDates<Wire, Moments extends keyof Wire> = Omit<Wire, Moments> & {
  [Moment in Moments]: null extends Wire[Moment] ? Date | null : Date;
};
