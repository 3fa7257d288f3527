import '@site/shared/ui/global-styles';
import { MAX_PASSWORD_LENGTH } from '@site/contracts/api/password-rules';
import { Link } from 'react-router-dom';
import { useConsoleT } from '../../../i18n/texts';
import { postResetPassword } from '../api/post-reset-password';
import { FORGOT_PASSWORD_PATH } from '../request-paths';
import { type ResetValues, checkReset } from '../request-validation';
import { LoginFrame } from './login-frame';
import styles from './login-page.module.css';
import { RequestForm, RequestTextField, fieldText } from './request-form';

function read(data: FormData): ResetValues {
  return {
    code: fieldText(data, 'code'),
    newPassword: fieldText(data, 'newPassword'),
    confirm: fieldText(data, 'confirm'),
  };
}

/** A new password with the one-time reset code an administrator issued. */
export default function ResetPasswordPage() {
  const { t } = useConsoleT();
  return (
    <LoginFrame>
      <RequestForm
        action="/api/user/reset-password"
        title={t('reset.title')}
        subtitle={t('reset.subtitle')}
        submitLabel={t('reset.submit')}
        read={read}
        check={checkReset}
        send={(values) => postResetPassword({ code: values.code.trim(), newPassword: values.newPassword })}
        done={{ title: t('reset.done'), text: t('reset.doneText') }}
        more={
          <Link to={FORGOT_PASSWORD_PATH} className={`${styles.button} ${styles.secondary}`}>
            {t('reset.needCode')}
          </Link>
        }
        fields={(errors) => (
          <>
            <RequestTextField
              name="code"
              label={t('reset.code')}
              placeholder={t('reset.code.placeholder')}
              autoComplete="one-time-code"
              maxLength={64}
              error={errors.code}
            />
            <RequestTextField
              name="newPassword"
              type="password"
              label={t('reset.newPassword')}
              autoComplete="new-password"
              hint={t('request.password.hint')}
              maxLength={MAX_PASSWORD_LENGTH}
              error={errors.newPassword}
            />
            <RequestTextField
              name="confirm"
              type="password"
              label={t('request.confirm')}
              autoComplete="new-password"
              maxLength={MAX_PASSWORD_LENGTH}
              error={errors.confirm}
            />
          </>
        )}
      />
    </LoginFrame>
  );
}
