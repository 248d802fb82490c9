import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: bearer tokens and captcha codes. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a database dump holds no usable token. */
export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
