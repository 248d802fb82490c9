import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentDialog,
  currentToasts,
  dismissDialog,
  dismissNotice,
  dismissToast,
  showNotice,
  subscribeToasts,
} from './notify';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    currentToasts().forEach((toast) => dismissToast(toast.id));
    vi.useRealTimers();
  });

  it('shows the newest first, keeps at most three, and tells its host', () => {
    const listener = vi.fn();
    const stop = subscribeToasts(listener);
    ['a', 'b', 'c', 'd'].forEach((key) => showNotice({ key }));
    expect(currentToasts().map((toast) => toast.notice.key)).toEqual(['d', 'c', 'b']);
    expect(listener).toHaveBeenCalledTimes(4);
    stop();
  });

  it('shows the same notice twice as one toast, the newer', () => {
    showNotice({ key: 'network' });
    showNotice({ key: 'http.500' });
    showNotice({ key: 'network' });
    expect(currentToasts().map((toast) => toast.notice.key)).toEqual(['network', 'http.500']);
    showNotice({ key: 'network', values: { n: 1 } });
    expect(currentToasts()).toHaveLength(3);
  });

  it('takes down the toasts of one notice, and leaves the others', () => {
    showNotice({ key: 'network' });
    showNotice({ key: 'http.500' });
    const listener = vi.fn();
    const stop = subscribeToasts(listener);
    dismissNotice({ key: 'network' });
    expect(currentToasts().map((toast) => toast.notice.key)).toEqual(['http.500']);
    dismissNotice({ key: 'network' });
    expect(listener).toHaveBeenCalledOnce();
    stop();
  });

  it('closes itself after five seconds, or at once when dismissed', () => {
    showNotice({ key: 'network' });
    showNotice({ key: 'http.500' });
    dismissToast(currentToasts()[0]!.id);
    expect(currentToasts().map((toast) => toast.notice.key)).toEqual(['network']);
    vi.advanceTimersByTime(4999);
    expect(currentToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(currentToasts()).toHaveLength(0);
  });

  it('keeps a dialog notice until it is dismissed, apart from the toasts', () => {
    const listener = vi.fn();
    const stop = subscribeToasts(listener);
    showNotice({ key: 'riskLocked', dialog: true });
    expect(currentDialog()?.notice.key).toBe('riskLocked');
    expect(currentToasts()).toHaveLength(0);
    vi.advanceTimersByTime(60_000);
    expect(currentDialog()).not.toBeNull();
    dismissDialog();
    expect(currentDialog()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });
});
