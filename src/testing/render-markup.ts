import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * A view's HTML as the server renderer draws it, with the active Lingui catalog and, for the pages drawn with
 * Mantine, its provider (the first screen's own components need none).
 */
export function renderMarkup<P extends object>(
  component: ComponentType<P>,
  props: P,
  { mantine = true }: { mantine?: boolean } = {},
): string {
  const view = createElement(I18nProvider, { i18n }, createElement(component, props));
  return renderToStaticMarkup(mantine ? createElement(MantineProvider, null, view) : view);
}

/** Lets promise actors settle (a tick), for a flow whose fakes answer at once. */
export const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
