import type { LoginPageConfig } from '../../schemas/login-page-config.schema';
import { tenantSetsColours } from './tenant-colours';

export type ColorScheme = 'light' | 'dark';

/**
 * The page's colour scheme: the system's (`prefers-color-scheme`) unless the tenant's page configuration sets
 * colours, which were chosen for a light page and stay on one. Before the tenant has loaded, the system's.
 */
export const colorSchemeOf = (page: LoginPageConfig | null | undefined, systemDark: boolean): ColorScheme =>
  !tenantSetsColours(page) && systemDark ? 'dark' : 'light';
