/** The label's name as the site shows it; the about page's path is built from it (spec: /about-{product}-). */
export const PRODUCT_NAME = 'Harbour Sound';
export const PRODUCT_SHORT_NAME = 'Harbour';
export const ABOUT_PATH = '/about-harbour-sound-';
export const SUPPORT_EMAIL = 'artists@harboursound.example';
export const SOCIAL_LINKS = [
  { label: 'YouTube', href: 'https://www.youtube.com/@harboursound' },
  { label: 'Spotify', href: 'https://open.spotify.com/user/harboursound' },
  { label: 'Instagram', href: 'https://www.instagram.com/harboursound' },
] as const;
export const NEWSLETTER_URL = 'https://newsletter.harboursound.example/artists';
