import { fromPromise } from 'xstate';
import { desktopWindowMachine } from '../../../machines/desktop-client/desktop-window.machine';
import type { AppConfig } from '../../../schemas/app-config.schema';
import type { DesktopWindowRequest } from '../../../schemas/desktop-client.schema';
import { sendWindowAction } from './desktop-client.api';

/** The close control's machine wired to the client's local service at the configured path. */
export const desktopWindowFlow = (config: Pick<AppConfig, 'desktopClientPath'>) =>
  desktopWindowMachine.provide({
    actors: {
      sendWindowAction: fromPromise(
        ({ input, signal }: { input: DesktopWindowRequest; signal: AbortSignal }) =>
          sendWindowAction(config.desktopClientPath, input, signal),
      ),
    },
  });
