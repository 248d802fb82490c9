import type { LoginPageConfig } from '../../schemas/login-page-config.schema';
import { tenantSetsColours } from './tenant-colours';

/**
 * The Mantine colour-scheme props of the page: it follows the system (`prefers-color-scheme`) unless the
 * tenant's page configuration sets colours, which were chosen for a light page and stay on one. Before the
 * tenant has loaded, the page follows the system.
 */
export function colorSchemeProps(page: LoginPageConfig | null | undefined): {
  defaultColorScheme: 'auto';
  forceColorScheme?: 'light';
} {
  return tenantSetsColours(page)
    ? { defaultColorScheme: 'auto', forceColorScheme: 'light' }
    : { defaultColorScheme: 'auto' };
}
