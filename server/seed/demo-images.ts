import { encodePng } from './png';

export interface SeedImage {
  name: string;
  contentType: string;
  body: Buffer;
}

export const IMAGE_NAMES = {
  logo: 'demo-logo.svg',
  banner: 'demo-banner.svg',
  icon: 'demo-icon.png',
} as const;

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">
<rect width="40" height="40" rx="8" fill="#1c7ed6"/>
<path d="M12 28V12h8a8 8 0 0 1 0 16z" fill="#fff"/>
<text x="48" y="27" font-family="sans-serif" font-size="16" font-weight="bold" fill="#1c7ed6">Demo</text>
</svg>`;

// No words in the banner: it covers the page (background-size: cover), so a taller or narrower page crops its
// sides, and text near one would be cut; the tenant's name is in the header and on the card.
const BANNER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#1c7ed6"/><stop offset="1" stop-color="#15aabf"/></linearGradient></defs>
<rect width="960" height="540" fill="url(#g)"/>
<circle cx="760" cy="120" r="160" fill="#fff" fill-opacity="0.08"/>
<circle cx="180" cy="460" r="220" fill="#fff" fill-opacity="0.06"/>
</svg>`;

// A 32×32 favicon: a blue disc with a white ring, drawn pixel by pixel.
function iconPng(): Buffer {
  return encodePng(32, 32, (x, y) => {
    const d = Math.hypot(x - 15.5, y - 15.5);
    if (d > 15.5) return [0, 0, 0, 0];
    if (d > 9 && d < 12) return [255, 255, 255, 255];
    return [0x1c, 0x7e, 0xd6, 255];
  });
}

export function demoImages(): SeedImage[] {
  return [
    { name: IMAGE_NAMES.logo, contentType: 'image/svg+xml', body: Buffer.from(LOGO_SVG) },
    { name: IMAGE_NAMES.banner, contentType: 'image/svg+xml', body: Buffer.from(BANNER_SVG) },
    { name: IMAGE_NAMES.icon, contentType: 'image/png', body: iconPng() },
  ];
}
