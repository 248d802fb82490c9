import { createSecretBox } from '../crypto/secret-box';
import { DEV_SECRETS_KEY } from '../crypto/secrets-key';

/** Test servers seal with the development key, as `npm start` does without SECRETS_KEY. */
export const testSecretBox = createSecretBox(DEV_SECRETS_KEY);
