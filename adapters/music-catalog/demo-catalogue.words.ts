// Invented words for the demo catalogue; any resemblance to real artists or releases is accidental.
export const FIRST_NAMES = [
  'Élodie', 'Mara', 'Juniper', 'Tomás', 'Isla', 'Oskar', 'Noémie', 'Caspian', 'Zoë', 'Rafferty', 'Ines', 'Leif',
  'Saoirse', 'Bastien', 'Amara', 'Dmitri', 'Wren', 'Léa', 'Ciarán', 'Odette', 'Florin', 'Nadia',
];
export const SURNAMES = [
  'Vantablue', 'Quillfeather', 'Marlowe-Reyes', 'Brightwater', 'Okonkwo-Hale', 'Lindqvist', 'Ferreira', 'Castellane',
  'Ashgrove', 'Duvall', 'Kestrel', 'Montclair', 'Nightingale-Ode', 'Sørhaug', 'Valdés', 'Whitlock', 'Yarrow',
];
export const BAND_ADJECTIVES = [
  'Velvet', 'Paper', 'Copper', 'Hollow', 'Neon', 'Quiet', 'Amber', 'Silver', 'Midnight', 'Crystal', 'Wandering', 'Electric',
  'Golden', 'Static', 'Lunar', 'Crimson', 'Distant', 'Feral', 'Gentle', 'Sunken',
];
export const BAND_NOUNS = [
  'Harbours', 'Lanterns', 'Foxes', 'Satellites', 'Tides', 'Orchards', 'Comets', 'Ferries', 'Echoes', 'Pilots', 'Gardens',
  'Signals', 'Rivers', 'Cathedrals', 'Moths', 'Kites', 'Arcades', 'Glaciers',
];
export const SOLO_NAMES = ['Nyxa', 'Oréa', 'Kaleido', 'Sable Sun', 'Mirren', 'Tovah', 'Jovi Lark', 'Zephyrine', 'Ilo', 'Brisa Noon'];

export const TITLE_ADJECTIVES = [
  'Blue', 'Broken', 'Slow', 'Golden', 'Paper', 'Wild', 'Silent', 'Late', 'Electric', 'Northern', 'Summer', 'Winter', 'Hidden',
  'Endless', 'Little', 'Open', 'Burning', 'Soft', 'Lost', 'Secret', 'Bright', 'Café', 'Rosé', 'Neon', 'Faded', 'Tender',
];
export const TITLE_NOUNS = [
  'Lights', 'Hearts', 'Roads', 'Rooms', 'Waves', 'Dreams', 'Skies', 'Windows', 'Shadows', 'Mirrors', 'Engines', 'Letters',
  'Horizons', 'Gardens', 'Fires', 'Stations', 'Oceans', 'Whispers', 'Balconies', 'Postcards', 'Piñatas', 'Fjords', 'Mornings',
];
export const TITLE_PLACES = ['Lisbon', 'Montréal', 'Brighton', 'Kyoto', 'Reykjavík', 'Marseille', 'Galway', 'Oslo', 'Valparaíso', 'Tangier'];
export const TITLE_TAILS = ['Interlude', 'Reprise', 'Acoustic', 'Live at Home', 'Demo', 'Outro', 'Part II', 'Night Version'];

export interface DemoLabel {
  name: string;
  /** ISRC registrant code (3 characters). */
  registrant: string;
  country: string;
}

export const LABELS: DemoLabel[] = [
  { name: 'Tidewater Records', registrant: 'TDW', country: 'GB' },
  { name: 'Driftwood Audio', registrant: 'DRA', country: 'IE' },
  { name: 'Copper Kettle Music', registrant: 'CKM', country: 'GB' },
  { name: 'Northbound Sound', registrant: 'NB5', country: 'US' },
  { name: 'Lantern House', registrant: 'LH1', country: 'NL' },
  { name: 'Saltmarsh Recordings', registrant: 'SMR', country: 'GB' },
  { name: 'Paper Moon Records', registrant: 'PMR', country: 'FR' },
  { name: 'Quayside Tapes', registrant: 'QT7', country: 'DE' },
];
