/** Bytes as lowercase hex, two digits each (random names and ids of the local agents' calls). */
export const hex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
