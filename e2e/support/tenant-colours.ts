import type { Page } from '@playwright/test';
import { withPageConfig } from './boot-answers';

/** The page configuration's colours (SPEC section 3). */
const COLOURS = [
  'headerBackGroundColor',
  'footerBackGroundColor',
  'footerContentColor',
  'headerEnterpriseColor',
];

/**
 * Serves the demo tenant's page configuration without its colours, as a tenant that chose none: its page
 * follows the system's colour scheme (a tenant with colours stays light).
 */
export const withoutTenantColours = (page: Page): Promise<void> =>
  withPageConfig(page, (config) =>
    Object.fromEntries(Object.entries(config).filter(([key]) => !COLOURS.includes(key))),
  );
