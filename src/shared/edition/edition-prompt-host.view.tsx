import { useSyncExternalStore } from 'react';
import { withFlowCatalog } from '../../i18n/flow-catalog';
import { lazyView } from '../lazy-view';
import { closeEditionPrompt, editionPromptOpen, subscribeEditionPrompt } from './edition-prompt';

const EditionPrompt = lazyView(withFlowCatalog('edition', () => import('./edition-prompt.view')));

/** Shows the free edition's prompt while a gated control has it open (edition-prompt.ts). */
export function EditionPromptHost() {
  const open = useSyncExternalStore(subscribeEditionPrompt, editionPromptOpen);
  return open ? <EditionPrompt onClose={closeEditionPrompt} /> : null;
}
