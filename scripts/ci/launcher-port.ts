// The port e2e/support/start-servers.ts answers on once every end-to-end server answers (scripts/ci/suite.sh).
import { PORTS } from '../../playwright.config';

console.log(PORTS.launcher);
