import { describe, expect, it, vi } from 'vitest';
import {
  closeEditionPrompt,
  editionPromptOpen,
  openEditionPrompt,
  subscribeEditionPrompt,
} from './edition-prompt';

describe('the edition prompt', () => {
  it('opens for a gated control and closes on cancel, telling its host each time until it unsubscribes', () => {
    const host = vi.fn();
    const unsubscribe = subscribeEditionPrompt(host);
    expect(editionPromptOpen()).toBe(false);
    openEditionPrompt();
    expect(editionPromptOpen()).toBe(true);
    closeEditionPrompt();
    expect(editionPromptOpen()).toBe(false);
    expect(host).toHaveBeenCalledTimes(2);
    unsubscribe();
    openEditionPrompt();
    expect(host).toHaveBeenCalledTimes(2);
    closeEditionPrompt();
  });
});
