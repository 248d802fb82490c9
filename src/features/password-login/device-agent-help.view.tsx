import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AGENT_INSTALL_PATH } from '../../../schemas/local-agents';
import { CardMessage } from '../../shared/card-message.view';

/** The device helper's download page, in a new tab: the form stays as the user filled it. */
function DownloadLink({ children }: { children?: ReactNode }) {
  return (
    <a href={AGENT_INSTALL_PATH} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * A tenant that collects device ids signed in without one: the helper did not answer (not installed, not
 * running, or the browser's local-network permission denied). A status, not an alert: the login goes on.
 */
export function DeviceAgentWarning() {
  return (
    <CardMessage color="yellow" role="status">
      <Trans>
        未检测到设备信息助手，已继续登录。请<DownloadLink>下载安装设备助手</DownloadLink>
      </Trans>
    </CardMessage>
  );
}

/** What the device dialog adds: how to give the page this computer's id (SPEC 8 invalid_device_id). */
export function DeviceAgentGuidance() {
  return (
    <Trans>
      请确认本机已安装并启动设备信息助手（<DownloadLink>下载设备助手</DownloadLink>
      ），浏览器询问是否允许访问本地网络时请选择允许。
    </Trans>
  );
}
