import '@mantine/core/styles/List.css';
import { useLingui } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import { policyRequirements, requirementMet } from '../../../machines/modify-password/password-form.rules';
import type { PasswordPolicy } from '../../../schemas/modify-password.schema';
import classes from './policy-checklist.module.css';
import { requirementText } from './password-policy.messages';

/**
 * The tenant's password policy as a list that ticks each line off as the password is typed (SPEC section 5:
 * the policy is shown as the user types). Each line says whether it is met, for screen readers too.
 */
export function PolicyChecklist({
  id,
  policy,
  password,
}: {
  id: string;
  policy: PasswordPolicy;
  password: string;
}) {
  const { i18n, t } = useLingui();
  return (
    <div>
      <Text size="xs" fw={500} id={`${id}-title`}>
        {t`密码要求`}
      </Text>
      <List size="xs" listStyleType="none" id={id} aria-labelledby={`${id}-title`} className={classes.list}>
        {policyRequirements(policy).map((requirement) => {
          const met = requirementMet(requirement, password);
          const label = requirementText(i18n, requirement);
          return (
            <List.Item key={label} className={met ? classes.met : classes.unmet}>
              <span aria-hidden="true" className={classes.mark}>
                {met ? '✓' : '·'}
              </span>
              {label}
              <span className={classes.hidden}>{met ? t`（已满足）` : t`（未满足）`}</span>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
