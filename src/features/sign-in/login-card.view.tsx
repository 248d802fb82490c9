import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ReactNode, useCallback, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { TenantData } from '../../../machines/boot/boot.machine';
import { isLoginTypeKey } from '../../../machines/sign-in/login-types';
import { loginTypeFailed, type signInMachine } from '../../../machines/sign-in/sign-in.machine';
import { type Edition, needsPaidEdition } from '../../../schemas/rules/edition.rule';
import { ADAPTERS } from '../../../schemas/spec-constants';
import { firstFormShown, prefetchOnIntent } from '../../effects/prefetch';
import { openEditionPrompt } from '../../shared/edition/edition-prompt';
import { useAppConfig } from '../../shared/app-config';
import { CardMessage } from '../../shared/card-message.view';
import { imageUrl } from '../../shared/image-url';
import { Spinner } from '../../ui/spinner.view';
import classes from './login-card.module.css';
import { LoginTypeTabs } from './login-type-tabs.view';
import { OtherSources } from './other-sources.view';
import { type LoginTypePanels, panelOf } from '../../shared/login-type-panel';

type SignIn = ActorRefFrom<typeof signInMachine>;
/**
 * The running sign-in flow, every login type's form, whether the tenant shows other types as tabs, and what
 * goes under the form (the links and the other sources): shown with the form, never before it.
 */
type BodyProps = {
  flow: SignIn;
  panels: LoginTypePanels;
  showTabs: boolean;
  footer: ReactNode;
  edition: Edition | null | undefined;
};

/** The login card: the tenant's name, then what the sign-in flow shows (a tab per login type and its form). */
export function LoginCard({
  tenant,
  flow,
  starting,
  panels,
  body,
}: {
  tenant: TenantData;
  flow: SignIn | null;
  /** The sign-in flow is about to run. */
  starting: boolean;
  panels: LoginTypePanels;
  /** Another flow's form in place of the login types (an application's check by one-time code). */
  body?: ReactNode;
}) {
  const { i18n } = useLingui();
  const config = useAppConfig();
  const page = tenant.pageConfig;
  const name = (i18n.locale === 'en' && tenant.enterprise?.nameEn) || tenant.enterprise?.name || '';
  return (
    <section className={classes.card} data-testid="login-card">
      {page.loginMobileLogoUuid && (
        <img className={classes.mobileLogo} src={imageUrl(config, page.loginMobileLogoUuid)} alt="" />
      )}
      {page.showLogoName && name && (
        <div className={classes.brand}>
          {page.showLogoNameLogo && page.loginLogoUuid && (
            <img
              // The mobile logo, when there is one, stands for the tenant on small screens.
              className={page.loginMobileLogoUuid ? `${classes.logo} ${classes.desktopOnly}` : classes.logo}
              src={imageUrl(config, page.loginLogoUuid)}
              alt=""
            />
          )}
          <h1 className={classes.name}>{name}</h1>
        </div>
      )}
      <ServiceStopped tenant={tenant} />
      {body ||
        (flow ? (
          <SignInBody
            flow={flow}
            panels={panels}
            showTabs={page.showOtherLoginType}
            edition={tenant.systemSetting?.edition}
            // Under the form only once it shows: shown above a form still loading, a link would move down
            // under the pointer as the form arrives, and a click meant for it land on the form.
            footer={
              <>
                <CardLinks flow={flow} register={tenant.systemSetting?.allowRegister === true} />
                {page.showOtherLoginType && <OtherSources flow={flow} tenant={tenant} />}
              </>
            }
          />
        ) : (
          starting && <Busy />
        ))}
    </section>
  );
}

/**
 * An expired license has stopped the service (SPEC sections 4 and 8): the visitor is told before signing in.
 * An administrator still signs in, to reach the license settings; everyone else's session is refused.
 */
function ServiceStopped({ tenant }: { tenant: TenantData }) {
  const license = tenant.systemSetting?.license;
  if (!license || !(license.expired || license.trialExpired)) return null;
  return (
    <CardMessage color="red" title={<Trans>系统已停止服务</Trans>}>
      {license.trial ? (
        <Trans>试用许可证已过期，系统已停止服务，请联系管理员更新许可证。管理员仍可登录。</Trans>
      ) : (
        <Trans>许可证已过期，系统已停止服务，请联系管理员更新许可证。管理员仍可登录。</Trans>
      )}
    </CardMessage>
  );
}

export function Busy() {
  const { t } = useLingui();
  return (
    <div className={classes.busy}>
      <Spinner size={22} label={t`加载中`} />
    </div>
  );
}

/**
 * The ways off the login: the forgotten-password reset, and, for a tenant that takes self-registrations,
 * `/register`. Each names the provider of a provider's login, so the login that follows goes on to it. A
 * directory's passwords are the directory's: its tab offers no reset here.
 */
function CardLinks({ flow, register }: { flow: SignIn; register: boolean }) {
  const loginContext = useSelector(flow, (s) => s.context.loginContext);
  const directory = useSelector(flow, (s) => s.context.active === ADAPTERS.ldap);
  // An application's second check is answered by this login or abandoned: it is not left for another page.
  if (loginContext.type === 'APPLICATION_TWOFACTOR') return null;
  const query =
    loginContext.type === 'IDAAS_SP' ? `?${new URLSearchParams(loginContext.spData).toString()}` : '';
  return (
    <p className={classes.register}>
      {!directory && (
        <a href={`#/resetPassword${query}`}>
          <Trans>忘记密码？</Trans>
        </a>
      )}
      {register && (
        <span>
          <Trans>
            还没有账号？<a href={`#/register${query}`}>注册账号</a>
          </Trans>
        </span>
      )}
    </p>
  );
}

function SignInBody({ flow, panels, showTabs, footer, edition }: BodyProps) {
  const step = useSelector(flow, (s) =>
    s.matches('open')
      ? 'open'
      : s.matches('unavailable')
        ? 'unavailable'
        : s.matches('applicationUnavailable')
          ? 'applicationUnavailable'
          : s.matches('unknownApplication')
            ? 'unknownApplication'
            : 'busy',
  );
  const retry = () => flow.send({ type: 'signIn.retry' });
  switch (step) {
    case 'open':
      return (
        <OpenLoginTypes flow={flow} panels={panels} showTabs={showTabs} footer={footer} edition={edition} />
      );
    case 'unavailable':
      return (
        <RetryMessage title={<Trans>登录方式加载失败</Trans>} onRetry={retry} footer={footer}>
          <Trans>暂时无法获取企业的登录方式，请检查网络后重试。</Trans>
        </RetryMessage>
      );
    case 'applicationUnavailable':
      return (
        <RetryMessage title={<Trans>应用的登录方式加载失败</Trans>} onRetry={retry} footer={footer}>
          <Trans>暂时无法获取应用允许的登录方式，请检查网络后重试。</Trans>
        </RetryMessage>
      );
    case 'unknownApplication':
      return (
        <>
          <CardMessage
            color="red"
            title={<Trans>无法识别的应用</Trans>}
            action={{
              label: <Trans>直接登录</Trans>,
              onClick: () => flow.send({ type: 'application.leave' }),
            }}
          >
            <Trans>登录链接中的应用不存在或已停用。请回到应用重新发起登录，或直接登录。</Trans>
          </CardMessage>
          {footer}
        </>
      );
    case 'busy':
      return <Busy />;
  }
}

/**
 * A login type whose code did not arrive: said inside its tab, with a retry; tried again by itself when the
 * browser is back online.
 */
function LoginTypeFailed({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <RetryMessage title={<Trans>此登录方式加载失败</Trans>} onRetry={onRetry} footer={null}>
      <Trans>暂时无法加载此登录方式，请检查网络后重试。</Trans>
    </RetryMessage>
  );
}

function RetryMessage({
  title,
  onRetry,
  footer,
  children,
}: {
  title: ReactNode;
  onRetry: () => void;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <CardMessage color="red" title={title} action={{ label: <Trans>重试</Trans>, onClick: onRetry }}>
        {children}
      </CardMessage>
      {footer}
    </>
  );
}

/** The login types the flow offers: the chosen one's form, under a tab per type when there are several. */
function OpenLoginTypes({ flow, panels, showTabs, footer, edition }: BodyProps) {
  const types = useSelector(flow, (s) => s.context.types);
  const active = useSelector(flow, (s) => s.context.active);
  const children = useSelector(flow, (s) => s.children);
  const chosen = active && isLoginTypeKey(active) ? children[active] : undefined;
  // A form still asking its flow what it holds (the password's auto-login box) shows once it knows: nothing
  // under it moves after it appeared.
  const settling = useSelector(chosen, (s) => s?.hasTag('settling') ?? false);
  // The chosen tab's code did not arrive: the tab says so, the other tabs and the links go on working.
  const failed = useSelector(
    flow,
    (s) => active !== null && isLoginTypeKey(active) && loginTypeFailed(s, active),
  );
  const retry = useCallback(() => flow.send({ type: 'loginType.retry' }), [flow]);
  const failure = <LoginTypeFailed onRetry={retry} />;
  // A tab not opened yet has no flow running; an opened one waits while its code downloads.
  const panel = (key: string) => {
    if (!isLoginTypeKey(key)) return null;
    if (key === active && failed) return failure;
    return (key === active && settling ? null : panelOf(key, panels, children, key === active)) ?? <Busy />;
  };
  // The chosen type's form, the footer with it: while the form's code downloads, the spinner alone.
  const form = active && isLoginTypeKey(active) && !settling ? panelOf(active, panels, children, true) : null;
  const shown = form !== null;
  // The form is usable: what the next step wants may download now (src/effects/prefetch.ts).
  useEffect(() => {
    if (shown) firstFormShown();
  }, [shown]);
  if (!active) return footer;
  const alone =
    form || failed ? (
      <>
        {form ?? failure}
        {footer}
      </>
    ) : (
      <Busy />
    );
  if (types.length === 1 || !showTabs) return alone;
  return (
    <LoginTypeTabs
      types={types}
      active={active}
      // The free edition offers the password alone: another tab opens the edition prompt (SPEC 2).
      onSelect={(key) =>
        needsPaidEdition(edition, key) ? openEditionPrompt() : flow.send({ type: 'loginType.select', key })
      }
      renderPanel={panel}
      onIntent={(key) => {
        const preload = isLoginTypeKey(key) ? panels[key].preload : undefined;
        if (preload) prefetchOnIntent(preload);
      }}
      footer={form || failed ? footer : null}
      manualActivation={edition === 'free'}
    />
  );
}
