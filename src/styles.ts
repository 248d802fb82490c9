// Mantine's global styles and the theme's own: the first screen's components (src/ui) bring their CSS modules,
// and Mantine's component styles come with the views that use Mantine (src/shared/mantine-scope.tsx).
// The theme's variables are computed at build time from Mantine's resolver (scripts/build/theme-variables.ts):
// here those the page's own styles use, the rest with Mantine's components; a tenant's colour adds its own
// (src/app/theme-styles.tsx).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import 'virtual:theme-variables.css';
// Last: the semantic colours and focus ring of the theme (src/theme/app-theme.css) build on Mantine's.
import './theme/app-theme.css';
