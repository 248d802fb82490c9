import { PRIMARY_SHADE, shadesOf } from './app-theme';
import { isHexColour, toRgb } from './colour';

const DARK_OUTLINE_SHADE = 4;

type Variables = Record<`--${string}`, string>;

/**
 * Mantine's `alpha(hex, a)` and `darken(hex, amount)` of a shade, as its resolver writes them: the shades are hex,
 * so its colour parser (0.6 KB of the first screen) is not needed. brand-variables.test.ts compares with Mantine.
 */
const rgba = (hex: string, scale: number, a: number) =>
  `rgba(${toRgb(hex)
    .map((c) => Math.round(c * scale))
    .join(', ')}, ${a})`;
const alpha = (hex: string, a: number) => rgba(hex, 1, a);
const darken = (hex: string, amount: number) => rgba(hex, 1 - amount, 1);

const brand = (shade: number | string) => `var(--mantine-color-brand-${shade})`;
const block = (selector: string, variables: Variables) =>
  `${selector}{${Object.entries(variables)
    .map(([name, value]) => `${name}:${value};`)
    .join('')}}`;

/**
 * The CSS variables the tenant's theme colour changes, as Mantine's resolver writes them for a theme whose
 * primary colour is `brand` (app-theme.ts): its ten shades, the primary-colour aliases, and each scheme's
 * variant colours and link colour. Everything else is the default theme's, in the build's stylesheet
 * (scripts/build/theme-variables.ts); brand-variables.test.ts checks the two add up to Mantine's own answer.
 * Empty without a colour.
 */
export function brandVariablesCss(themeColor: string | null): string {
  if (!isHexColour(themeColor)) return '';
  const shades = shadesOf(themeColor);
  // Mantine's choices for a primary shade below 9: the next shade on hover, four shades lighter (4) for a dark outline.
  const hover = PRIMARY_SHADE + 1;
  const common: Variables = {
    '--mantine-primary-color-filled': brand('filled'),
    '--mantine-primary-color-filled-hover': brand('filled-hover'),
    '--mantine-primary-color-light': brand('light'),
    '--mantine-primary-color-light-hover': brand('light-hover'),
    '--mantine-primary-color-light-color': brand('light-color'),
  };
  shades.forEach((hex, i) => {
    common[`--mantine-primary-color-${i}`] = brand(i);
    common[`--mantine-color-brand-${i}`] = hex;
  });
  const light: Variables = {
    '--mantine-color-anchor': brand(PRIMARY_SHADE),
    '--mantine-color-brand-text': brand('filled'),
    '--mantine-color-brand-filled': brand(PRIMARY_SHADE),
    '--mantine-color-brand-filled-hover': brand(hover),
    '--mantine-color-brand-light': brand(1),
    '--mantine-color-brand-light-hover': brand(2),
    '--mantine-color-brand-light-color': brand(9),
    '--mantine-color-brand-outline': brand(PRIMARY_SHADE),
    '--mantine-color-brand-outline-hover': alpha(shades[PRIMARY_SHADE], 0.05),
  };
  const dark: Variables = {
    '--mantine-color-anchor': brand(4),
    '--mantine-color-brand-text': brand(4),
    '--mantine-color-brand-filled': brand(PRIMARY_SHADE),
    '--mantine-color-brand-filled-hover': brand(hover),
    '--mantine-color-brand-light': darken(shades[9], 0.5),
    '--mantine-color-brand-light-hover': darken(shades[9], 0.3),
    '--mantine-color-brand-light-color': brand(0),
    '--mantine-color-brand-outline': brand(DARK_OUTLINE_SHADE),
    '--mantine-color-brand-outline-hover': alpha(shades[DARK_OUTLINE_SHADE], 0.05),
  };
  return (
    block(':root', common) +
    block(':root[data-mantine-color-scheme="light"]', light) +
    block(':root[data-mantine-color-scheme="dark"]', dark)
  );
}
