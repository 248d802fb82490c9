import { expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

it.each([
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    { browser: 'Safari 17', os: 'iOS 17.5' },
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    { browser: 'Chrome 126', os: 'Android 14' },
  ],
  // macOS and Windows versions are frozen in User-Agents: the name alone.
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
    { browser: 'Microsoft Edge 126', os: 'macOS' },
  ],
  ['curl/8.0', { browser: 'Unknown', os: 'Unknown' }],
  ['', { browser: 'Unknown', os: 'Unknown' }],
])('names the browser and system of %s', (userAgent, named) => {
  expect(describeUserAgent(userAgent)).toEqual(named);
});
