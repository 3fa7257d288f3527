import '@site/shared/ui/global-styles';
import { REQUEST_NOTE_MAX_LENGTH } from '@site/contracts/api/account-request-fields';
import { Link } from 'react-router-dom';
import { useConsoleT } from '../../../i18n/texts';
import { postForgotPassword } from '../api/post-forgot-password';
import { RESET_PASSWORD_PATH } from '../request-paths';
import { type ForgotValues, checkForgot } from '../request-validation';
import { LoginFrame } from './login-frame';
import styles from './login-page.module.css';
import { RequestForm, RequestTextField, fieldText } from './request-form';

function read(data: FormData): ForgotValues {
  return { username: fieldText(data, 'username'), note: fieldText(data, 'note') };
}

/**
 * "Forgot password": asks the administrators for a one-time reset code. The page says the same whether or not the
 * username exists.
 */
export default function ForgotPasswordPage() {
  const { t } = useConsoleT();
  const haveCode = (
    <Link to={RESET_PASSWORD_PATH} className={`${styles.button} ${styles.secondary}`}>
      {t('forgot.haveCode')}
    </Link>
  );
  return (
    <LoginFrame>
      <RequestForm
        action="/api/user/forgot-password"
        title={t('forgot.title')}
        subtitle={t('forgot.subtitle')}
        submitLabel={t('request.submit')}
        read={read}
        check={checkForgot}
        usernameText="forgot.username.invalid"
        send={(values) =>
          postForgotPassword({
            username: values.username.trim(),
            ...(values.note.trim() ? { note: values.note.trim() } : {}),
          })
        }
        done={{ title: t('request.sent'), text: t('forgot.sent'), links: haveCode }}
        more={haveCode}
        fields={(errors) => (
          <>
            <RequestTextField
              name="username"
              label={t('forgot.username')}
              autoComplete="username"
              maxLength={64}
              error={errors.username}
            />
            <RequestTextField
              name="note"
              label={t('forgot.note')}
              placeholder={t('forgot.note.placeholder')}
              optional
              multiline
              maxLength={REQUEST_NOTE_MAX_LENGTH}
              error={errors.note}
            />
          </>
        )}
      />
    </LoginFrame>
  );
}
