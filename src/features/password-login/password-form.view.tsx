import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type {
  LoginField,
  passwordLoginMachine,
} from '../../../machines/password-login/password-login.machine';
import { CardMessage } from '../../shared/card-message.view';
import { LoginDialog } from '../../shared/login-dialog.view';
import { Button } from '../../ui/button.view';
import { CaptchaField } from '../../ui/captcha-field.view';
import { PasswordField } from '../../ui/password-field.view';
import { TextField } from '../../ui/text-field.view';
import { DeviceAgentGuidance, DeviceAgentWarning } from './device-agent-help.view';
import named from '../../shared/named-user.module.css';
import classes from './password-form.module.css';
import { isLoginNotice, loginErrorText, requiredFieldText } from './password-login.messages';
import { formText } from '../../shared/form-text';

type Flow = ActorRefFrom<typeof passwordLoginMachine>;

/** How the form says the server's answer: a refusal as an alert, a notice (nothing to fix) as a status. */
const REFUSAL = { color: 'red', role: 'alert' } as const;
const NOTICE = { color: 'blue', role: 'status' } as const;

/**
 * The password login type's form: username, password, the captcha when required and auto-login when offered;
 * busy while signing in. Leaving the username asks whether that name needs the captcha. A refused submit
 * marks every empty field with its own message (aria-invalid, aria-describedby) and moves the focus to the
 * first; any other message shows above the form. A tenant's directory (LDAP) signs in with the same form.
 */
export function PasswordForm({ flow, directory = false }: { flow: Flow; directory?: boolean }) {
  const { i18n, t } = useLingui();
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const {
    captchaRequired,
    captcha,
    autoLoginOffered,
    error,
    missing,
    dialog,
    lockMinutes,
    presetUsername,
    deviceWarning,
  } = useSelector(flow, (s) => s.context);
  const loadingCaptcha = useSelector(flow, (s) => s.matches('loadingCaptcha'));
  // An application's request names whom it verifies again: said, not offered as a field. A chain's later step
  // shows its user in the field, read-only.
  const applicationAsks = useSelector(
    flow,
    (s) => s.context.presetUsername !== null && s.context.loginContext.type === 'APPLICATION_TWOFACTOR',
  );
  const formRef = useRef<HTMLFormElement>(null);
  const movingFocus = useRef(false);
  // Each refused submit names its fields anew: the first takes the focus, and its message is read with it.
  // The form moving the focus off the username is not the user leaving it: that name is checked at the submit.
  useEffect(() => {
    const first = missing[0] && formRef.current?.elements.namedItem(missing[0]);
    if (!(first instanceof HTMLInputElement)) return;
    movingFocus.current = true;
    first.focus();
    movingFocus.current = false;
  }, [missing]);
  const fieldError = (field: LoginField) =>
    missing.includes(field) ? requiredFieldText(i18n, field) : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    flow.send({
      type: 'form.submit',
      username: formText(data, 'username'),
      password: formText(data, 'password'),
      captchaText: formText(data, 'captcha'),
      autoLogin: data.get('autoLogin') === 'on',
    });
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={directory ? t`LDAP 登录` : t`密码登录`}>
      <div className={classes.fields}>
        {error && missing.length === 0 && (
          <CardMessage {...(isLoginNotice(error.code) ? NOTICE : REFUSAL)}>
            {loginErrorText(i18n, error)}
          </CardMessage>
        )}
        {deviceWarning && <DeviceAgentWarning />}
        {applicationAsks ? (
          <p className={named.lead}>
            <input type="hidden" name="username" value={presetUsername ?? ''} />
            <Trans>
              应用要求再次验证 <span className={named.user}>{presetUsername}</span> 的身份，请输入密码。
            </Trans>
          </p>
        ) : (
          <TextField
            name="username"
            label={t`用户名`}
            autoComplete="username"
            required
            defaultValue={presetUsername ?? undefined}
            readOnly={presetUsername !== null}
            error={fieldError('username')}
            onBlur={(event) => {
              if (!movingFocus.current)
                flow.send({ type: 'username.blur', username: event.currentTarget.value });
            }}
          />
        )}
        <PasswordField
          name="password"
          label={t`密码`}
          autoComplete="current-password"
          required
          error={fieldError('password')}
          toggleLabel={t`显示或隐藏密码`}
        />
        {captchaRequired && (
          <CaptchaField
            challenge={captcha?.code ?? null}
            image={captcha?.captcha ?? null}
            drawing={loadingCaptcha}
            error={fieldError('captcha')}
            // A wrong answer: its new picture's field takes the focus, so the answer is typed again there.
            autoFocus={error?.code === 'invalidCaptcha'}
            onRefresh={() => flow.send({ type: 'captcha.refresh' })}
            labels={{ field: t`验证码`, refresh: t`看不清，换一张`, image: t`验证码图片` }}
          />
        )}
        {autoLoginOffered && (
          <label className={classes.autoLogin}>
            <input type="checkbox" name="autoLogin" />
            <Trans>自动登录</Trans>
          </label>
        )}
        <Button type="submit" fullWidth loading={busy}>
          <Trans>登录</Trans>
        </Button>
      </div>
      {dialog && (
        <LoginDialog
          opened
          title={
            dialog === 'locked' ? t`账户已锁定` : dialog === 'addressLocked' ? t`登录已暂停` : t`设备校验失败`
          }
          onClose={() => flow.send({ type: 'dialog.close' })}
        >
          {dialog === 'locked' ? (
            <Plural value={lockMinutes} other="由于多次登录失败，账户已被锁定，请 # 分钟后再试。" />
          ) : dialog === 'addressLocked' ? (
            <Plural value={lockMinutes} other="当前网络登录失败次数过多，已暂停登录，请 # 分钟后再试。" />
          ) : (
            <>
              {/* The dialog's text is one paragraph (Mantine's Text): the guidance starts a line of its own. */}
              <Trans>当前设备未被授权登录，请使用已绑定的设备，或联系管理员。</Trans>
              <span className={classes.then}>
                <DeviceAgentGuidance />
              </span>
            </>
          )}
        </LoginDialog>
      )}
    </form>
  );
}
