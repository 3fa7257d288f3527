import '@site/shared/ui/global-styles';
import {
  DISPLAY_NAME_MAX_LENGTH,
  REQUEST_NOTE_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from '@site/contracts/api/account-request-fields';
import { MAX_PASSWORD_LENGTH } from '@site/contracts/api/password-rules';
import { EMAIL_MAX_LENGTH } from '@site/contracts/email';
import { useConsoleT } from '../../../i18n/texts';
import { postRegister } from '../api/post-register';
import { type RegisterValues, checkRegister } from '../request-validation';
import { LoginFrame } from './login-frame';
import { RequestForm, RequestTextField, fieldText } from './request-form';

function read(data: FormData): RegisterValues {
  return {
    username: fieldText(data, 'username'),
    name: fieldText(data, 'name'),
    email: fieldText(data, 'email'),
    password: fieldText(data, 'password'),
    confirm: fieldText(data, 'confirm'),
    note: fieldText(data, 'note'),
  };
}

/** "Register account": a request for a console account, which an administrator approves or rejects. */
export default function RegisterPage() {
  const { t } = useConsoleT();
  return (
    <LoginFrame>
      <RequestForm
        action="/api/user/register"
        title={t('register.title')}
        subtitle={t('register.subtitle')}
        submitLabel={t('request.submit')}
        read={read}
        check={checkRegister}
        send={(values) =>
          postRegister({
            username: values.username,
            name: values.name.trim(),
            email: values.email.trim(),
            password: values.password,
            ...(values.note.trim() ? { note: values.note.trim() } : {}),
          })
        }
        done={{ title: t('request.sent'), text: t('register.sent') }}
        fields={(errors) => (
          <>
            <RequestTextField
              name="username"
              label={t('request.username')}
              autoComplete="username"
              maxLength={USERNAME_MAX_LENGTH}
              error={errors.username}
            />
            <RequestTextField
              name="name"
              label={t('request.name')}
              autoComplete="name"
              maxLength={DISPLAY_NAME_MAX_LENGTH}
              error={errors.name}
            />
            <RequestTextField
              name="email"
              type="email"
              label={t('request.email')}
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              error={errors.email}
            />
            <RequestTextField
              name="password"
              type="password"
              label={t('request.password')}
              autoComplete="new-password"
              hint={t('request.password.hint')}
              maxLength={MAX_PASSWORD_LENGTH}
              error={errors.password}
            />
            <RequestTextField
              name="confirm"
              type="password"
              label={t('request.confirm')}
              autoComplete="new-password"
              maxLength={MAX_PASSWORD_LENGTH}
              error={errors.confirm}
            />
            <RequestTextField
              name="note"
              label={t('register.note')}
              placeholder={t('register.note.placeholder')}
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
