// Mantine's global styles, then only the component styles the first screen uses (SPEC budget: per-component
// CSS instead of the whole stylesheet). A component added to a first-screen view adds its file here; a lazy
// view imports its own. No default-css-variables.css: ThemeStyles (src/app/theme-styles.tsx) writes the same
// variables for the tenant's theme, and until it renders the page shows index.html's skeleton, which needs none.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Image.css';
// Last: the semantic colours and focus ring of the theme (src/theme/app-theme.css) build on Mantine's.
import './theme/app-theme.css';
